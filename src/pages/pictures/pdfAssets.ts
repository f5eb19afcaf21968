// Where pdf.js finds its worker and its WebAssembly decoders: files of the add-in's own origin (the CSP allows
// no other), beside the pages. The build copies the worker as "pdf.worker.<content hash>.js" and names it here
// through DefinePlugin (webpack.config.js); the wasm files are copied to pdfjs/wasm/.
declare const __PDF_WORKER__: string | undefined;

export function pdfWorkerUrl(): string {
  return new URL(typeof __PDF_WORKER__ === "undefined" ? "pdf.worker.js" : __PDF_WORKER__, document.baseURI).href;
}

export function pdfWasmUrl(): string {
  return new URL("pdfjs/wasm/", document.baseURI).href;
}
