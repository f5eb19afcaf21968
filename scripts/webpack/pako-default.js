// pako (CommonJS) with an ES default export, for the ES builds of pdf-lib and its helpers (issue 22), which import
// pako's default export: were they to import the CommonJS module itself, webpack would add an interop helper to
// the runtime every page carries, the first screen's included. webpack.config.js aliases "pako" to this file.
// (pdf-lib's ES build is kept, rather than its CommonJS one, because webpack concatenates it into a few modules:
// its CommonJS files would be hundreds more, and lengthen every module id of the first screen.)
const pako = require("pako/index.js");
export default pako;
