import type { results as english } from "../en/results";
import type { Translation } from "../../translation";

export const results: Translation<typeof english> = {};
