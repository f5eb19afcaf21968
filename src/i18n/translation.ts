// The shape every catalog file shares. English is the source: other languages translate each English key
// (a missing or extra key is a type error), keeping the ICU placeholders (test/unit/i18n checks them).

/** ICU MessageFormat strings by key: "{count, plural, one {# file} other {# files}}". */
export type Catalog = Readonly<Record<string, string>>;

/** A translation of the English catalog `T`: the same keys, each translated. */
export type Translation<T extends Catalog> = { readonly [K in keyof T]: string };
