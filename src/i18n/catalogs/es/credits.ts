import type { credits as english } from "../en/credits";
import type { Translation } from "../../translation";

export const credits: Translation<typeof english> = {};
