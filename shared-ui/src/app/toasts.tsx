// The toast container with its styles: a chunk of its own, loaded with the first message.
import { useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { TOASTS_BELOW } from '../lib/toast';

/** Where the bars toasts must not cover end on screen (0 when none is in view). */
function barsBottom() {
  let bottom = 0;
  for (const bar of document.querySelectorAll(`[${TOASTS_BELOW}]`)) bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
  return Math.round(bottom);
}

/**
 * The navigation moves (it scrolls away with the contact bar, then sticks to the top; the next route may bring
 * another bar), so while a toast is on screen its place is measured each frame: toasts stay just under the bars.
 */
function useTopBelowBars() {
  const [top, setTop] = useState(barsBottom);
  useEffect(() => {
    let frame = 0;
    const follow = () => {
      setTop(barsBottom());
      frame = document.querySelector('.Toastify__toast') ? requestAnimationFrame(follow) : 0;
    };
    const start = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    // The first toast arrives with this container, before this effect listens.
    start();
    const stop = toast.onChange(start);
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, []);
  return top;
}

export default function Toasts() {
  const top = useTopBelowBars();
  // Top right under the navigation, 3 s; Alt+T focuses the notifications.
  return (
    <ToastContainer
      position="top-right"
      style={{ top: `calc(${top}px + 0.5rem)` }}
      autoClose={3000}
      pauseOnFocusLoss={false}
      hotKeys={(e) => e.altKey && e.code === 'KeyT'}
    />
  );
}
