// Every message key: the English catalog's (type-only imports: nothing here is bundled).
import type core from "./catalogs/en/core";
import type dialogs from "./catalogs/en/dialogs.part";
import type views from "./catalogs/en/views";

export type MessageKey = keyof typeof core | keyof typeof views | keyof typeof dialogs;
