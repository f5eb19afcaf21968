// English messages of the errors area (the source every other language translates). ICU MessageFormat.
export const errors = {} as const;
