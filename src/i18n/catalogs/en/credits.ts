// English messages of the credits area (the source every other language translates). ICU MessageFormat.
export const credits = {} as const;
