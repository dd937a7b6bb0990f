/**
 * Ends the current task so the browser can paint and answer input before the next step of start-up. A phone's main
 * thread counts as blocked for every task over 50 ms (Total Blocking Time): start-up runs as several short tasks.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
