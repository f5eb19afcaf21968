// The Office dialog pages' messages (sign-in, payment confirmation): all those pages load.
import { dialogs } from "./dialogs";

export default dialogs;
