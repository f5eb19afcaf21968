// English messages of the dialogs area (the source every other language translates). ICU MessageFormat.
export const dialogs = {} as const;
