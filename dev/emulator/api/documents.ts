// /v3/documents: the routes (upload, list, status/result, delete, page thumbnails) with the permission each
// needs and the 500 each answers when it fails; the handlers are in documentUpload.ts, documentList.ts and
// documentResult.ts, delete is here.
import { noContent, type Reply } from "../http";
import { image, result } from "./documentResult";
import { list } from "./documentList";
import { ownDocument } from "./documentParams";
import { GENERIC_FAILURE, type ApiContext, type ApiRoute } from "./route";
import { upload } from "./documentUpload";

function remove(ctx: ApiContext): Reply {
  const doc = ownDocument(ctx, ctx.params[0] ?? "");
  ctx.services.documents.remove(doc.id);
  return noContent();
}

const UPLOAD_FAILURE = {
  code: "storage_failed",
  message: "The file could not be stored or processed. Check the document list before uploading it again.",
};
const DOWNLOAD_FAILURE = { code: "download_failed", message: "The result file could not be prepared. Try again in a moment." };
const DELETE_FAILURE = { code: "delete_failed", message: "The document could not be deleted. Try again in a moment." };

const ID = "([A-Za-z0-9]+)";

export const documentRoutes: ApiRoute[] = [
  {
    method: "POST",
    pattern: /^\/v3\/documents\/?$/,
    name: "POST /documents",
    permission: "write",
    invalidTokenStatus: 401,
    failure: UPLOAD_FAILURE,
    handle: upload,
  },
  {
    method: "GET",
    pattern: /^\/v3\/documents\/?$/,
    name: "GET /documents",
    permission: "read",
    invalidTokenStatus: 401,
    failure: GENERIC_FAILURE,
    handle: list,
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v3/documents/${ID}(?:\\.([A-Za-z0-9]+))?$`),
    name: "GET /documents/{id}",
    permission: "read",
    invalidTokenStatus: 401,
    failure: DOWNLOAD_FAILURE,
    handle: result,
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^/v3/documents/${ID}$`),
    name: "DELETE /documents/{id}",
    permission: "write",
    invalidTokenStatus: 401,
    failure: DELETE_FAILURE,
    handle: remove,
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v3/document/${ID}/image-(\\d+)\\.jpg$`),
    name: "GET /document/{id}/image-{n}.jpg",
    permission: "read",
    invalidTokenStatus: 401,
    failure: DOWNLOAD_FAILURE,
    handle: image,
  },
];
