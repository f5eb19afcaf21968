// English messages of the workspace area (the source every other language translates). ICU MessageFormat.
export const workspace = {} as const;
