// The messages the first screen needs (sign-in, the shell, every service error): loaded before the first render.
import { errors } from "./errors";
import { session } from "./session";

const core = { ...session, ...errors };
export default core;
