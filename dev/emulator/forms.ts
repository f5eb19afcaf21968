// Reading form bodies (multipart/form-data and application/x-www-form-urlencoded) with the platform's own
// parser (undici's Request.formData), after the size limit was enforced while reading.
import type { IncomingMessage } from "node:http";
import { toArrayBuffer } from "./files";
import { readBody } from "./http";

export function isForm(contentType: string | undefined): "multipart" | "urlencoded" | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  return undefined;
}

export class MalformedForm extends Error {}

/** Throws BodyTooLarge past `limit` bytes and MalformedForm when the body does not parse. */
export async function readForm(req: IncomingMessage, limit: number): Promise<FormData> {
  const body = await readBody(req, limit);
  const contentType = req.headers["content-type"] ?? "";
  try {
    return await new Request("http://emulator.invalid/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: toArrayBuffer(body),
    }).formData();
  } catch (error) {
    throw new MalformedForm(error instanceof Error ? error.message : String(error));
  }
}

/** A text field, or undefined when absent; a file sent where text is expected counts as absent. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}
