// Sign out asks the signed-in views first (issue 21, item 2): the account bar is on the first screen, the batch
// queue in the shell's chunk, so the shell registers the check here and the account bar's Sign out goes
// through it. One question at a time: clicks while it is asked do nothing (a re-entrancy guard, not state).
/** True: go ahead; false: stay signed in; a promise: the user is being asked. */
export type SignOutCheck = () => boolean | Promise<boolean>;

export class SignOutGate {
  private check: SignOutCheck | null = null;
  private asking = false;

  /** The shell's check (the latest one counts); returns its removal. */
  register(check: SignOutCheck): () => void {
    this.check = check;
    return () => {
      if (this.check === check) this.check = null;
    };
  }

  /** Calls `proceed` when signing out may go ahead: at once when nothing is to be asked, else once answered yes. */
  request(proceed: () => void): void {
    if (this.asking) return;
    const answer = this.check ? this.check() : true;
    if (answer === true) return proceed();
    if (answer === false) return;
    this.asking = true;
    answer.then(
      (yes) => {
        this.asking = false;
        if (yes) proceed();
      },
      () => {
        this.asking = false;
      },
    );
  }
}
