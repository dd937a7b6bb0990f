// The index of an auto-advancing slider that a visitor can pause or move by hand (choosing a slide restarts
// the interval, so the chosen slide gets its full time).
import { useCallback, useEffect, useState } from 'react';

export function useSlider(length: number, intervalMs: number, paused: boolean) {
  const [state, setState] = useState({ index: 0, chosenAt: 0 });
  const index = length > 0 ? state.index % length : 0;
  useEffect(() => {
    if (paused || length < 2) return;
    const timer = setInterval(() => setState((s) => ({ ...s, index: (s.index + 1) % length })), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused, state.chosenAt]);
  const goTo = useCallback((i: number) => setState((s) => ({ index: i, chosenAt: s.chosenAt + 1 })), []);
  return { index, goTo };
}

/** Whether the visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
