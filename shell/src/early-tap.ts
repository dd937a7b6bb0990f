/**
 * A button pressed on a drawn page before its code was there (the press that brought the code, see the shell's page
 * loader) did nothing: once the page responds it is pressed again, so the menu or the sign-in dialog still opens.
 */
export function pressEarlyTap() {
  const w = window as { pageTap?: HTMLButtonElement };
  const tap = w.pageTap;
  delete w.pageTap;
  if (tap?.isConnected && !tap.disabled) tap.click();
}
