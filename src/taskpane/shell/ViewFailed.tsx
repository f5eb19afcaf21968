// Catches what a view throws while drawing, above all a part in its own chunk that could not be loaded (offline,
// or the add-in updated on its server since the pane opened): without it React takes the whole pane down and it
// goes blank. The view says so instead, the account bar and tabs stay, and Reload the pane loads everything
// again (work already sent is kept in the browser and comes back).
import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";
import { Component, type ReactNode } from "react";
import { t } from "../../i18n/messages";

interface ViewFailedProps {
  children: ReactNode;
}

export class ViewFailed extends Component<ViewFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <MessageBar intent="error" layout="multiline" role="alert">
        <MessageBarBody>{t("session.shell.viewFailed")}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => window.location.reload()}>{t("session.shell.reload")}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
}
