// The workspace view: choosing files and work, following them, previewing and inserting results.
import { Suspense, lazy, useCallback } from "react";
import type { ViewProps } from "../shell/views";
import { TranscribePanel } from "./TranscribePanel";

// Where the selection came from: loaded after the first screen, only in Word and Excel.
const SourcePanel = lazy(() => import("../provenance/SourcePanel").then((m) => ({ default: m.SourcePanel })));

export function WorkspaceView({
  client,
  host,
  user,
  onAccountChanged,
  work,
  navigate,
  account,
  reportChosen,
}: ViewProps): React.JSX.Element {
  // The pane's reading of the account when the shell gives it (it keeps the newest balance when a purchase and
  // a read cross); else a plain read.
  // (`charged` is stable per sign-in; the reading object is not: a new one would forget a burst of uploads.)
  const charged = account?.charged;
  const refreshAccount = useCallback((): void => {
    if (charged) charged();
    else void client.getCurrentUser({ priority: "background" }).then(onAccountChanged, () => undefined);
  }, [charged, client, onAccountChanged]);
  return (
    <>
      {host === "excel" || host === "word" ? (
        <Suspense fallback={null}>
          <SourcePanel host={host} client={client} onOpenHistory={(documentId) => navigate("history", { documentId })} />
        </Suspense>
      ) : null}
      <TranscribePanel
        client={client}
        host={host}
        user={user}
        refreshAccount={refreshAccount}
        work={work}
        onBuyCredits={() => navigate("credits")}
        {...(reportChosen ? { onChosen: reportChosen } : {})}
      />
    </>
  );
}
