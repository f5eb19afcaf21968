// Where pdf.js finds its worker and its WebAssembly decoders: files of the add-in's own origin (the CSP allows
// no other). webpack emits the worker as a file of its own ("pdf.worker.<hash>.js", webpack.config.js) and
// the wasm files are copied to pdfjs/wasm/. Kept apart because `import.meta` is for the bundler only (tests
// never load this module).
export function pdfWorkerUrl(): string {
  return new URL("pdfjs-dist/legacy/build/pdf.worker.min.mjs", import.meta.url).href;
}

export function pdfWasmUrl(): string {
  return new URL("pdfjs/wasm/", document.baseURI).href;
}
