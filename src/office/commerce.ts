// Office.context.commerceAllowed: false where the platform's store rules forbid selling in add-ins (Office on
// iPad and iPhone; AppSource policy 1120.2). A module of its own, with no imports: the first screen's account
// bar asks it.

/** Missing (older office.js, outside Office) counts as allowed. */
export function commerceAllowed(): boolean {
  if (typeof Office === "undefined") return true;
  return (Office.context as Office.Context | undefined)?.commerceAllowed !== false;
}
