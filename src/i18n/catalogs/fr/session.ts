import type { session as english } from "../en/session";
import type { Translation } from "../../translation";

export const session: Translation<typeof english> = {};
