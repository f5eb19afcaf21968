// English messages of the results area (the source every other language translates). ICU MessageFormat.
export const results = {} as const;
