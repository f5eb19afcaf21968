// Helpers the Microsoft 365 end-to-end tests share: the emulated Microsoft 365's control API and the
// service sign-in with the emulator's API token.
import { request as httpsRequest } from "node:https";
import type { Page } from "playwright-core";
import { env } from "./browser";

/** The emulated Microsoft 365's control API (HTTPS with the development certificate, trusted here only). */
export function m365(path: string, body?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${env("E2E_M365_ORIGIN")}/_m365/${path}`);
    const request = httpsRequest(
      url,
      { method: body === undefined ? "GET" : "POST", headers: { "Content-Type": "application/json" }, rejectUnauthorized: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown));
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export async function signInService(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Use an API token instead" }).click();
  await page.getByLabel(/^API token/).fill("dev-token");
  await page.getByRole("button", { name: "Use this token" }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).waitFor();
}
