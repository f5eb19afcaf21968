// What the add-in says about itself: its name, version (from package.json at build time), support page and
// privacy statement. Plain data, shown by the Settings view's Help and About section.
declare const __APP_VERSION__: string | undefined;

export const PRODUCT_NAME = "Transcribe Documents";

export const APP_VERSION: string = typeof __APP_VERSION__ === "undefined" ? "development" : __APP_VERSION__;

/** The help page the manifest's SupportUrl names, on the add-in's own origin. */
export function supportUrl(pageHref: string): string {
  return new URL("support.html", pageHref).href;
}
