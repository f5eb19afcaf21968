// Function file for the ribbon. The only button today opens the task pane (a ShowTaskpane action that
// needs no code), but Office loads this page for every add-in with commands, so it must be ready.
Office.onReady(() => undefined).catch(() => undefined);
