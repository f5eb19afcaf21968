import type { workspace as english } from "../en/workspace";
import type { Translation } from "../../translation";

export const workspace: Translation<typeof english> = {};
