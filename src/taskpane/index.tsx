// Entry point of the task pane page inside Word or Excel, and of the review's larger window.
import { pageStorage } from "../auth/pageStorage";
import { detectHost } from "../office/host";
import { pagePolicy } from "../work/policy/pagePolicy";
import { mountReviewWindow, mountTaskPane } from "./mount";
import { paneUiLocale } from "./uiLanguage";

if (/\/review-dialog\.html$/.test(window.location.pathname)) {
  // This script's other page: the review's larger window (an Office dialog).
  const element = document.getElementById("root");
  if (element) void mountReviewWindow(element);
} else {
  // First: the organisation's policy is on its way (the page preloads it) while Office starts.
  pagePolicy(window.location.href, pageStorage());

  void detectHost().then((host) => {
    // The page itself speaks the pane's language too (screen readers' voice, scroll bars' side).
    const ui = paneUiLocale(window.location.href);
    document.documentElement.lang = ui.locale;
    document.documentElement.dir = ui.dir;
    const element = document.getElementById("root");
    if (element) void mountTaskPane(element, host);
  });
}
