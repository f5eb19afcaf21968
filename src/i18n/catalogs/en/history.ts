// English messages of the history area (the source every other language translates). ICU MessageFormat.
export const history = {} as const;
