// Writes dist/app-package.zip: the unified JSON manifest for Word, Excel and Outlook (for Microsoft 365 apps and
// the admin centre's "Upload custom apps"), converted from the built dist/manifest.xml and
// dist/manifest.outlook.xml, with its language files and icons. Run by `npm run build` after webpack.
// Usage: tsx scripts/app-package.ts [dist/manifest.xml] [dist/app-package.zip] [dist/manifest.outlook.xml]
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import JSZip from "jszip";
import { makeJsonManifest, manifestFiles, outlookManifestBeside } from "./jsonManifest";

async function main(): Promise<void> {
  const xml = resolve(process.argv[2] ?? "dist/manifest.xml");
  const target = resolve(process.argv[3] ?? "dist/app-package.zip");
  const dir = makeJsonManifest(xml, resolve(process.argv[4] ?? outlookManifestBeside(xml)));
  try {
    const zip = new JSZip();
    for (const file of manifestFiles(dir)) zip.file(file.name, file.data);
    writeFileSync(target, await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" }));
    console.log(`app package (unified JSON manifest) written to ${target}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
