// The one Microsoft 365 session and Graph client of this task pane, made from the build's settings on first
// use (this module and msal-browser are in a chunk loaded only when the Microsoft 365 sources are shown, or a
// reopened queue fetches a file again).
import { GraphClient } from "../graph/client";
import { appConfig } from "../config";
import { t } from "../i18n/messages";
import type { ItemOrigin } from "../work/batch/types";
import { openDialogSignIn } from "./dialogFallback";
import { MicrosoftSession } from "./session";
import { fetchOrigin } from "./sources";

export interface Microsoft365 {
  session: MicrosoftSession;
  graph: GraphClient;
}

let instance: Microsoft365 | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function microsoft365(): Microsoft365 {
  if (instance) return instance;
  const clientId = appConfig.msClientId;
  if (!clientId) throw new Error(t("microsoft.signIn.notConfigured"));
  const session = new MicrosoftSession(
    { clientId, authority: appConfig.msAuthority ?? "https://login.microsoftonline.com/organizations" },
    {
      nestedAppAuth: () => typeof Office !== "undefined" && Office.context?.requirements?.isSetSupported("NestedAppAuth", "1.1") === true,
      dialog: openDialogSignIn,
      storage: storage(),
    },
  );
  // Graph calls made while browsing follow a user's action, so a missing consent may ask for it there.
  const graph = new GraphClient({
    baseUrl: appConfig.graphUrl ?? "https://graph.microsoft.com/v1.0",
    token: (scopes) => session.token(scopes, { interactive: true }),
  });
  instance = { session, graph };
  return instance;
}

/** A Graph client for fetching again: silent only (no user action behind it), so a needed sign-in is reported, not shown. */
export function refetchGraph(): GraphClient {
  const { session } = microsoft365();
  return new GraphClient({
    baseUrl: appConfig.graphUrl ?? "https://graph.microsoft.com/v1.0",
    token: (scopes) => session.token(scopes, { interactive: false }),
  });
}

/** The queue's refetcher for files from OneDrive, SharePoint and the mail picker. */
export async function refetch(origin: ItemOrigin, signal?: AbortSignal): Promise<Blob> {
  return fetchOrigin(refetchGraph(), origin, signal);
}
