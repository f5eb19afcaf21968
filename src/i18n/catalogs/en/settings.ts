// English messages of the settings area (the source every other language translates). ICU MessageFormat.
export const settings = {} as const;
