// English messages of the microsoft area (the source every other language translates). ICU MessageFormat.
export const microsoft = {} as const;
