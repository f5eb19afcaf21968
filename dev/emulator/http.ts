// HTTP plumbing shared by every route: the reply value handlers return, the one error type they throw, the
// JSON error body, and reading a request body under a size limit.
import type { IncomingMessage } from "node:http";

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: Buffer | string;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(value),
  };
}

/**
 * An HTML page that must not be framed by another origin, nor cached with a code or state in it. Its forms may
 * post to this origin and, since browsers check form-action on the redirect that follows a submission, lead to
 * `formTargets` (the OAuth client's redirect origin).
 */
export function html(status: number, page: string, formTargets: string[] = []): Reply {
  return {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(" ")}; frame-ancestors 'none'`,
    },
    body: page,
  };
}

export function redirect(location: string): Reply {
  return { status: 302, headers: { Location: location, "Cache-Control": "no-store" } };
}

export function noContent(): Reply {
  return { status: 204, headers: {} };
}

/** Extra top-level fields of the error body: `errors` for validation, the top-up fields, and a few others. */
export type ErrorExtras = Record<string, unknown>;

/** Every error the emulator answers: `{"code": "...", "message": "...", ...extras}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extras: ErrorExtras = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toReply(): Reply {
    return json(this.status, { code: this.code, message: this.message, ...this.extras }, this.headers);
  }
}

/** Field-level problems collected before answering 400 or 422 with `errors: {field: [messages]}`. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  toError(status: number, code: string, message: string): ApiError {
    return new ApiError(status, code, message, { errors: this.errors });
  }

  throwIfAny(status: number, code: string, message: string): void {
    if (!this.empty) throw this.toError(status, code, message);
  }
}

export class BodyTooLarge extends Error {}

/**
 * Reads the whole body, stopping to keep bytes once `limit` is passed. The rest is still drained (up to
 * `drainLimit`) so that the client, which is usually still sending, receives our answer instead of a reset.
 */
export async function readBody(req: IncomingMessage, limit: number, drainLimit = limit * 4): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > drainLimit) {
      req.destroy();
      break;
    }
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw new BodyTooLarge(`Body of ${size} bytes exceeds ${limit}.`);
  return Buffer.concat(chunks);
}
