import { startEmulator } from "./index";
import { plainImage, simplePdf } from "./samples";
async function main() {
  const e = await startEmulator({ port: 0, rateLimit: 10000 });
  const pngb = plainImage("png");
  const pdf = await simplePdf(1);
  console.log("sizes", pngb.length, pdf.length);
  for (const [n, b] of [
    ["png", pngb],
    ["pdf", pdf],
    ["png", pngb],
    ["zeros2k", Buffer.alloc(2000)],
    ["zeros20k", Buffer.alloc(20000)],
    ["zeros200", Buffer.alloc(200)],
  ] as const) {
    const f = new FormData();
    f.append("action", "transcribe");
    f.append("file", new Blob([Uint8Array.from(b)]), "x");
    const t = Date.now();
    const r = await fetch(e.baseUrl + "/documents", { method: "POST", headers: { Authorization: "Bearer dev-token" }, body: f });
    await r.text();
    console.log(n, r.status, Date.now() - t);
  }
  await e.close();
}
main();
