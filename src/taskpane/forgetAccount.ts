// What sign-out forgets of an account on this computer (src/work/signOut.ts): its saved list of work, its
// remembered choices and what it learnt about buying credits, or only this pane's items while another pane of
// the account is open. A chunk of its own, loaded at sign-out: the first screen does not carry the queue's and
// the settings' storage code for it (when the pane was in use, those modules are loaded already and this is
// immediate).
export { forgetAfterSignOut as forgetAccount } from "../work/signOut";
