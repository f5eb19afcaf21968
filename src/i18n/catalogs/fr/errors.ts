import type { errors as english } from "../en/errors";
import type { Translation } from "../../translation";

export const errors: Translation<typeof english> = {};
