// Checks a policy file against docs/policy.schema.json with ajv. This module is what Node runs (unit tests,
// `npm run validate -- policy.json`); the built add-in never ships ajv's compiler: webpack replaces this
// module with ajv's standalone code for the same schema and options, generated at build time
// (scripts/webpack/policy-validator-loader.js). Both give ajv's errors, so readPolicy reads them alike.
import Ajv from "ajv";
import schema from "../../../docs/policy.schema.json";
import options from "./ajvOptions.json";
import type { SchemaError, SchemaValidate } from "./types";

const compiled = new Ajv(options).compile(schema);

export const validatePolicySchema: SchemaValidate = (data) => (compiled(data) ? [] : ((compiled.errors ?? []) as readonly SchemaError[]));
