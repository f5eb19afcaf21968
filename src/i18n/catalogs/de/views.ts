// The views' messages: loaded with the shell, after sign-in.
import { credits } from "./credits";
import { history } from "./history";
import { microsoft } from "./microsoft";
import { policy } from "./policy";
import { results } from "./results";
import { settings } from "./settings";
import { workspace } from "./workspace";

const views = { ...workspace, ...results, ...microsoft, ...history, ...credits, ...settings, ...policy };
export default views;
