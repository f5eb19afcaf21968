// The emulated Microsoft Graph (v1.0) over the seeded tenant: drives and items (children, recent, shared,
// search, metadata, content), followed sites and their libraries, messages and attachments (files, attached
// items and links), sharing addresses (a cloud attachment's link, resolved to its drive item). Collections are
// paged with @odata.nextLink; each route checks the token's scopes. Faults (set by tests through the control
// endpoint): a 429 with Retry-After for matching paths, and 404 for items deleted meanwhile.
import type { EmuItem, EmuMessage, Tenant } from "./data";
import { USER } from "./data";
import type { AccessGrant } from "./tokens";

export interface GraphFault {
  /** Applies to request paths containing this text. */
  match: string;
  status: 429 | 503;
  retryAfterSeconds: number;
  /** How many requests it hits (then it is gone). */
  times: number;
}

export interface GraphReply {
  status: number;
  json?: unknown;
  bytes?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

const ODATA_TYPES = {
  file: "#microsoft.graph.fileAttachment",
  item: "#microsoft.graph.itemAttachment",
  cloud: "#microsoft.graph.referenceAttachment",
} as const;

const error = (status: number, code: string, message: string, headers?: Record<string, string>): GraphReply => ({
  status,
  json: { error: { code, message } },
  ...(headers ? { headers } : {}),
});

export class GraphEmulator {
  faults: GraphFault[] = [];
  pageSize = 4;
  readonly log: string[] = [];

  constructor(
    public tenant: Tenant,
    private readonly base: () => string,
  ) {}

  private itemPath(item: EmuItem): string {
    const names: string[] = [];
    let parent = item.parentId === null ? undefined : this.tenant.items.find((i) => i.id === item.parentId);
    while (parent && parent.parentId !== null) {
      names.unshift(parent.name);
      parent = this.tenant.items.find((i) => i.id === parent?.parentId);
    }
    const driveRoot = item.driveId === "drive-me" ? "/drive/root:" : `/drives/${item.driveId}/root:`;
    return names.length ? `${driveRoot}/${names.map(encodeURIComponent).join("/")}` : driveRoot;
  }

  private driveItem(item: EmuItem): Record<string, unknown> {
    return {
      id: item.id,
      name: item.name,
      size: item.size ?? item.bytes?.length ?? 0,
      lastModifiedDateTime: item.modified,
      parentReference: { driveId: item.driveId, id: item.parentId, path: this.itemPath(item) },
      ...(item.folder
        ? { folder: { childCount: this.tenant.items.filter((i) => i.parentId === item.id).length } }
        : { file: { mimeType: item.mimeType } }),
    };
  }

  private page(url: URL, all: unknown[]): GraphReply {
    const top = Math.min(Number(url.searchParams.get("$top") ?? this.pageSize) || this.pageSize, this.pageSize);
    const skip = Number(url.searchParams.get("$skiptoken") ?? 0) || 0;
    const value = all.slice(skip, skip + top);
    const next = new URL(url.toString());
    next.searchParams.set("$skiptoken", String(skip + top));
    return {
      status: 200,
      json: {
        value,
        ...(skip + top < all.length ? { "@odata.nextLink": `${this.base()}${next.pathname.replace(/^\/v1\.0/, "")}${next.search}` } : {}),
      },
    };
  }

  private message(m: EmuMessage): Record<string, unknown> {
    return {
      id: m.id,
      subject: m.subject,
      receivedDateTime: m.received,
      hasAttachments: m.attachments.length > 0,
      from: { emailAddress: { name: m.from.name, address: m.from.address } },
    };
  }

  handle(url: URL, grant: AccessGrant | null): GraphReply {
    const path = decodeURIComponent(url.pathname.replace(/^\/v1\.0/, ""));
    this.log.push(`${path}${url.search}`);
    if (!grant) return error(401, "InvalidAuthenticationToken", "Access token is empty or invalid.");
    const fault = this.faults.find((f) => path.includes(f.match) && f.times > 0);
    if (fault) {
      fault.times--;
      return error(fault.status, fault.status === 429 ? "TooManyRequests" : "serviceNotAvailable", "Please retry later.", {
        "Retry-After": String(fault.retryAfterSeconds),
      });
    }
    const need = (...any: string[]): GraphReply | null =>
      any.some((s) => grant.scopes.has(s))
        ? null
        : error(403, "accessDenied", `Either scp or roles claim need to be present in the token (needs ${any.join(" or ")}).`);
    const items = this.tenant.items;
    const byId = (id: string): EmuItem | undefined => items.find((i) => i.id === id);
    const children = (parentId: string): unknown[] => items.filter((i) => i.parentId === parentId).map((i) => this.driveItem(i));
    const driveScopes = (driveId: string): string[] => (driveId === "drive-me" ? ["Files.Read", "Files.Read.All"] : ["Files.Read.All"]);
    let m: RegExpExecArray | null;

    if (path === "/me") return { status: 200, json: { id: USER.id, displayName: USER.name, userPrincipalName: USER.username } };
    if (path === "/me/drive/recent") {
      const recent = items.filter((i) => i.driveId === "drive-me" && !i.folder).sort((a, b) => b.modified.localeCompare(a.modified));
      return (
        need("Files.Read", "Files.Read.All") ??
        this.page(
          url,
          recent.map((i) => this.driveItem(i)),
        )
      );
    }
    if (path === "/me/drive/root/children") return need("Files.Read", "Files.Read.All") ?? this.page(url, children("root-me"));
    if ((m = /^\/me\/drive\/root\/search\(q='(.*)'\)$/.exec(path))) {
      const q = (m[1] ?? "").replace(/''/g, "'").toLowerCase();
      const found = items.filter((i) => i.driveId === "drive-me" && i.parentId !== null && i.name.toLowerCase().includes(q));
      return (
        need("Files.Read", "Files.Read.All") ??
        this.page(
          url,
          found.map((i) => this.driveItem(i)),
        )
      );
    }
    if (path === "/me/drive/sharedWithMe") {
      const shared = this.tenant.sharedWithMe.map(byId).filter((i): i is EmuItem => i !== undefined);
      return (
        need("Files.Read.All") ??
        this.page(
          url,
          shared.map((i) => ({ id: `link-${i.id}`, name: i.name, remoteItem: this.driveItem(i) })),
        )
      );
    }
    if (path === "/me/followedSites")
      return (
        need("Sites.Read.All") ??
        this.page(
          url,
          this.tenant.sites.map(({ id, displayName, webUrl }) => ({ id, displayName, webUrl })),
        )
      );
    if ((m = /^\/sites\/([^/]+)\/drives$/.exec(path))) {
      const site = this.tenant.sites.find((s) => s.id === m?.[1]);
      if (!site) return error(404, "itemNotFound", "The site was not found.");
      return (
        need("Files.Read.All", "Sites.Read.All") ??
        this.page(
          url,
          site.drives.map((d) => ({ ...d, driveType: "documentLibrary" })),
        )
      );
    }
    if ((m = /^\/drives\/([^/]+)\/(?:root|items\/([^/]+))(\/children|\/content)?$/.exec(path))) {
      const [, driveId = "", itemId, rest] = m;
      const denied = need(...driveScopes(driveId));
      if (denied) return denied;
      const item = itemId ? byId(itemId) : items.find((i) => i.driveId === driveId && i.parentId === null);
      if (!item || item.driveId !== driveId) return error(404, "itemNotFound", "The resource could not be found.");
      if (rest === "/children") return this.page(url, children(item.id));
      if (rest === "/content")
        return item.bytes
          ? { status: 200, bytes: item.bytes, contentType: item.mimeType ?? "application/octet-stream" }
          : error(404, "itemNotFound", "No content.");
      return { status: 200, json: this.driveItem(item) };
    }
    if (path === "/me/messages") {
      const denied = need("Mail.Read");
      if (denied) return denied;
      const search = (url.searchParams.get("$search") ?? "").replace(/"/g, "").toLowerCase();
      let list = this.tenant.messages;
      if (url.searchParams.get("$filter")?.includes("hasAttachments eq true")) list = list.filter((x) => x.attachments.length > 0);
      if (search) list = list.filter((x) => `${x.subject} ${x.from.name} ${x.from.address}`.toLowerCase().includes(search));
      list = [...list].sort((a, b) => b.received.localeCompare(a.received));
      return this.page(
        url,
        list.map((x) => this.message(x)),
      );
    }
    if ((m = /^\/me\/messages\/([^/]+)\/attachments(?:\/([^/]+)(\/\$value)?)?$/.exec(path))) {
      const denied = need("Mail.Read");
      if (denied) return denied;
      const message = this.tenant.messages.find((x) => x.id === m?.[1]);
      if (!message) return error(404, "ErrorItemNotFound", "The specified object was not found in the store.");
      if (!m[2])
        return this.page(
          url,
          message.attachments.map((a) => ({
            "@odata.type": ODATA_TYPES[a.type],
            id: a.id,
            name: a.name,
            contentType: a.contentType,
            size: a.size,
            isInline: a.isInline === true,
          })),
        );
      const attachment = message.attachments.find((a) => a.id === m?.[2]);
      if (!attachment) return error(404, "ErrorItemNotFound", "The attachment was not found.");
      if (!m[3]) return { status: 200, json: { id: attachment.id, name: attachment.name } };
      return attachment.bytes
        ? { status: 200, bytes: attachment.bytes, contentType: attachment.contentType }
        : error(413, "ErrorMessageSizeExceeded", "The attachment is too large to download here.");
    }
    // A sharing address (a cloud attachment's link), as "u!" and its unpadded Base64url.
    if ((m = /^\/shares\/u!([^/]+)\/driveItem(\/content)?$/.exec(path))) {
      const denied = need("Files.Read.All");
      if (denied) return denied;
      const address = Buffer.from((m[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
      const item = byId(this.tenant.shares[address] ?? "");
      if (!item) return error(404, "itemNotFound", "The sharing link does not point at an item.");
      if (!m[2]) return { status: 200, json: this.driveItem(item) };
      return item.bytes
        ? { status: 200, bytes: item.bytes, contentType: item.mimeType ?? "application/octet-stream" }
        : error(404, "itemNotFound", "No content.");
    }
    return error(400, "BadRequest", `Unsupported request in the emulator: ${path}`);
  }
}
