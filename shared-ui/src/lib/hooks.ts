import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` over `length` items (hero and landing rotations). */
export function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}

/** Whether the page has scrolled more than `px` (docs/behaviour.md §9: 100 px for the fixed bar and scroll-to-top). */
export function useScrolledPast(px = 100): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
