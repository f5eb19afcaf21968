// pdf-lib and utif2, for the modules of the "pages" chunk. Loaded with import() into that same chunk rather
// than imported statically: both are CommonJS, and a static import of CommonJS from an ES module makes webpack
// add an interop helper to the runtime every page carries, the sign-in screen included.
export const loadPdfLib = (): Promise<typeof import("pdf-lib")> => import(/* webpackChunkName: "pages" */ "pdf-lib");
export const loadUtif = (): Promise<typeof import("utif2")> => import(/* webpackChunkName: "pages" */ "utif2");
