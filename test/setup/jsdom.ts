// Gaps of jsdom that the task pane's dependencies need in component tests. Node's own implementations
// stand in; none of this runs in the node test environment, which has them already.
import { webcrypto } from "node:crypto";
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from "node:util";
import englishCore from "../../src/i18n/catalogs/en/core";
import englishDialogs from "../../src/i18n/catalogs/en/dialogs.part";
import englishViews from "../../src/i18n/catalogs/en/views";
import { installMessages } from "../../src/i18n/messages";

// Every test speaks English unless it installs another language: all of the catalog at once, as the pane
// has it once signed in.
installMessages({ language: "en", locale: "en", dir: "ltr" }, { ...englishCore, ...englishViews, ...englishDialogs });

if (typeof window !== "undefined") {
  // findBy*/waitFor wait 12 s, not Testing Library's 1 s: what the pane loads lazily (the result's panels, say) is
  // transformed on first use, which on a loaded 2-core machine took longer than 1 s once, and 5 s with five
  // jobs beside the suite. A wait ends as soon as its element is there; assertions are unchanged.
  // (Testing Library's DOM part, which React's shares: importing the React part here, before the test framework is
  // set up, would keep it from cleaning up after each test.)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where there is a DOM (jsdom tests).
  (require("@testing-library/dom") as typeof import("@testing-library/dom")).configure({ asyncUtilTimeout: 12_000 });
  // Fluent UI's MessageBar reflows with a ResizeObserver; a no-op is enough here.
  if (typeof window.ResizeObserver === "undefined") {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  // oauth4webapi needs TextEncoder and Web Crypto (PKCE).
  if (typeof globalThis.TextEncoder === "undefined") {
    Object.assign(globalThis, { TextEncoder: NodeTextEncoder, TextDecoder: NodeTextDecoder });
  }
  if (typeof globalThis.crypto?.subtle === "undefined") {
    Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
  }
  // jsdom's Blob has no arrayBuffer(); the file checks and page counts read bytes with it.
  if (typeof Blob.prototype.arrayBuffer !== "function") {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
        reader.readAsArrayBuffer(this);
      });
    };
  }
}
