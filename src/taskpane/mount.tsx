// Renders the task pane into a DOM element. Shared by the real task pane (index.tsx) and the browser preview.
import { FluentProvider } from "@fluentui/react-components";
import { createRoot, type Root } from "react-dom/client";
import { sharePaceAcrossPanes } from "../api/client";
import { browserSharedPace } from "../api/sharedPace";
import { pageStorage } from "../auth/pageStorage";
import { defaultSignInWindow } from "../auth/signInWindow";
import { appConfig } from "../config";
import type { HostKind } from "../office/host";
import { App } from "./App";
import { officeTheme } from "./theme";

export function mountTaskPane(element: HTMLElement, host: HostKind): Root {
  const storage = pageStorage();
  // Word and Excel open together: their requests keep to one pace (the service's limit is the account's).
  sharePaceAcrossPanes((baseUrl) => browserSharedPace(baseUrl, storage));
  const root = createRoot(element);
  root.render(
    <FluentProvider theme={officeTheme()} style={{ minHeight: "100vh" }}>
      <App host={host} config={appConfig} storage={storage} pageHref={window.location.href} signInWindow={defaultSignInWindow} />
    </FluentProvider>,
  );
  return root;
}
