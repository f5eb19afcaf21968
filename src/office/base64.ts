// Base64 and image-file helpers shared by the Word and Excel modules: Office hands pictures over and takes
// files in as Base64 strings; uploads need Blobs with the right type and name.
import { t } from "../i18n/messages";
import { sniffKind, type AcceptedKind } from "../input/fileCheck";

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/^data:[^,]*,/, "").replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/** Decoded size of a Base64 string, without decoding it. */
export function base64Size(base64: string): number {
  const clean = base64.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

const IMAGE_TYPES: Partial<Record<AcceptedKind, { mime: string; extension: string }>> = {
  png: { mime: "image/png", extension: "png" },
  jpeg: { mime: "image/jpeg", extension: "jpg" },
  gif: { mime: "image/gif", extension: "gif" },
  tiff: { mime: "image/tiff", extension: "tif" },
  heic: { mime: "image/heic", extension: "heic" },
};

export interface ImageFile {
  blob: Blob;
  name: string;
}

export type PictureOutcome = { ok: true; file: ImageFile } | { ok: false; reason: string };

/**
 * A picture Office handed over as Base64, as an image file ready for upload; refused (with the reason) when
 * it is empty or in a format the service does not read (BMP, EMF, WMF, SVG...).
 */
export function pictureFile(base64: string | null | undefined, baseName: string): PictureOutcome {
  if (!base64)
    return {
      ok: false,
      reason: t("results.office.pictureNotHanded"),
    };
  const bytes = base64ToBytes(base64);
  const kind = sniffKind(bytes.subarray(0, 16));
  const type = kind ? IMAGE_TYPES[kind] : undefined;
  if (!type)
    return {
      ok: false,
      reason: t("results.office.pictureFormat"),
    };
  const safeName = baseName.replace(/[\\/:*?"<>|]+/g, " ").trim() || "picture";
  return { ok: true, file: { blob: new Blob([bytes as BlobPart], { type: type.mime }), name: `${safeName}.${type.extension}` } };
}
