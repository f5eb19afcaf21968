import type { settings as english } from "../en/settings";
import type { Translation } from "../../translation";

export const settings: Translation<typeof english> = {};
