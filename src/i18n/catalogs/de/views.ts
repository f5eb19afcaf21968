// The views' messages: loaded with the shell, after sign-in.
import { credits } from "./credits";
import { history } from "./history";
import { microsoft } from "./microsoft";
import { outlook } from "./outlook";
import { pages } from "./pages";
import { viewer } from "./viewer";
import { policy } from "./policy";
import { results } from "./results";
import { review } from "./review";
import { settings } from "./settings";
import { workspace } from "./workspace";

const views = {
  ...workspace,
  ...results,
  ...review,
  ...viewer,
  ...microsoft,
  ...history,
  ...credits,
  ...settings,
  ...pages,
  ...policy,
  ...outlook,
};
export default views;
