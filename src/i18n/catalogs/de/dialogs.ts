import type { dialogs as english } from "../en/dialogs";
import type { Translation } from "../../translation";

export const dialogs: Translation<typeof english> = {};
