// Draws the add-in's icons (assets/icon-<size>.png) so they can be remade at any size without an image
// editor: a blue rounded tile with a white page whose lines turn into text. Run: npx tsx scripts/make-icons.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";

type Rgba = readonly [number, number, number, number];
const BLUE: Rgba = [0x0f, 0x6c, 0xbd, 255]; // Office brand blue
const WHITE: Rgba = [255, 255, 255, 255];
const INK: Rgba = [0x0f, 0x6c, 0xbd, 255];
const PEN: Rgba = [0xf2, 0xa9, 0x00, 255];

/** `outline`: the white page alone on a transparent ground (the unified manifest's 32 px outline icon). */
function draw(size: number, outline = false): Buffer {
  const png = new PNG({ width: size, height: size });
  const set = (x: number, y: number, c: Rgba, coverage = 1): void => {
    const i = (y * size + x) * 4;
    const a = (c[3] / 255) * coverage;
    for (let k = 0; k < 3; k++) png.data[i + k] = Math.round((c[k] ?? 0) * a + (png.data[i + k] ?? 0) * (1 - a));
    png.data[i + 3] = Math.max(png.data[i + 3] ?? 0, Math.round(255 * a));
  };
  // Supersampled rounded rectangle so small sizes stay smooth.
  const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number, c: Rgba): void => {
    const S = 4;
    for (let y = Math.floor(y0); y < Math.ceil(y1); y++)
      for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
        let hits = 0;
        for (let sy = 0; sy < S; sy++)
          for (let sx = 0; sx < S; sx++) {
            const px = x + (sx + 0.5) / S;
            const py = y + (sy + 0.5) / S;
            const dx = Math.max(x0 + r - px, 0, px - (x1 - r));
            const dy = Math.max(y0 + r - py, 0, py - (y1 - r));
            if (px >= x0 && px <= x1 && py >= y0 && py <= y1 && dx * dx + dy * dy <= r * r) hits++;
          }
        if (hits > 0 && x >= 0 && y >= 0 && x < size && y < size) set(x, y, c, hits / (S * S));
      }
  };
  const u = size / 16;
  if (outline) {
    roundRect(3.5 * u, 2 * u, 12.5 * u, 14 * u, 1 * u, WHITE);
    return PNG.sync.write(png);
  }
  roundRect(0, 0, size, size, 3 * u, BLUE);
  roundRect(3.5 * u, 2 * u, 12.5 * u, 14 * u, 1 * u, WHITE);
  const line = Math.max(u * 0.9, 1);
  for (const [y, w] of [
    [4.5, 6],
    [7, 5],
    [9.5, 6],
    [12, 3.5],
  ] as const)
    roundRect(5 * u, y * u, (5 + w) * u, y * u + line, line / 2, INK);
  roundRect(9.5 * u, 11.2 * u, 14.5 * u, 11.2 * u + 1.6 * u, 0.8 * u, PEN);
  return PNG.sync.write(png);
}

// 16-128: the XML manifest and ribbon; 192: the unified manifest's colour icon.
for (const size of [16, 32, 64, 80, 128, 192]) writeFileSync(join(__dirname, "..", "assets", `icon-${size}.png`), draw(size));
writeFileSync(join(__dirname, "..", "assets", "outline-32.png"), draw(32, true));
console.log("icons written to assets/");
