// Entry point of the task pane page inside Word or Excel.
import { detectHost } from "../office/host";
import { mountTaskPane } from "./mount";

void detectHost().then((host) => {
  const element = document.getElementById("root");
  if (element) mountTaskPane(element, host);
});
