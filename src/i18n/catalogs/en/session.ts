// English messages of the session area (the source every other language translates). ICU MessageFormat.
export const session = {} as const;
