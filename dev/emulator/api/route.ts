// What an API route declares: the permission it needs, the 500 it answers when it fails (the spec gives each
// operation its own meaning of 500), and its handler.
import type { IncomingMessage } from "node:http";
import type { Permission, Principal } from "../auth";
import type { Reply } from "../http";
import type { RouteShape } from "../router";
import type { Services } from "../services";

export interface ApiContext {
  req: IncomingMessage;
  url: URL;
  params: string[];
  principal: Principal;
  services: Services;
  /** `{origin}/v3` as the client reached it, for URLs in responses. */
  baseUrl: string;
  origin: string;
}

export interface Failure {
  code: string;
  message: string;
}

export interface ApiRoute extends RouteShape {
  /** Route name in logs and counters, e.g. "POST /documents". */
  name: string;
  permission: Permission;
  /** The spec answers an invalid token with 403 on top-up, 401 elsewhere. */
  invalidTokenStatus: 401 | 403;
  failure: Failure;
  handle(ctx: ApiContext): Promise<Reply> | Reply;
}

export const GENERIC_FAILURE: Failure = { code: "internal_error", message: "The service had a problem. Try again in a moment." };
