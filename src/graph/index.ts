// Microsoft Graph, as the add-in uses it (issue 13). No React, no Office, no msal.
export { GraphClient, retryAfterSeconds, type CallOptions, type GraphClientOptions, type GraphPage, type TokenSource } from "./client";
export { GraphError, isGraphError, type GraphErrorKind } from "./errors";
export * from "./types";
export * from "./resources";
