// A form whose zod checks load with it, not with the first page. If its code cannot be fetched (offline, a new
// deployment), the frame offers a retry instead of failing the page.
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { t } from '../../i18n/i18n';
import { ErrorState, Loading } from '../page-state/page-state';

/**
 * A dialog opened before its form arrived holds the focus itself; once the form is there, its first field takes
 * it (unless the visitor has moved on).
 */
function FocusOnArrival({ frame }: { frame: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const dialog = frame.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && document.activeElement === dialog) frame.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [frame]);
  return null;
}

/** Becomes true once the element is within 200 px of the viewport (at once where that cannot be watched). */
function useNearViewport(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near) return;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * A component that loads `load()`'s default export when it comes near the viewport (a form below the fold costs
 * the first load nothing), inside a frame of class `frameClass`.
 */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, frameClass?: string) {
  return function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: React keeps a failed import, a retry must ask again.
    const Form = useMemo(() => lazy(load), [attempt]);
    const frame = useRef<HTMLDivElement>(null);
    const near = useNearViewport(frame);
    // Until the visitor comes near the form (and on the server, which cannot wait for the form's code), the frame
    // holds a placeholder of the form's height; the browser draws the same while it takes a page over.
    if (!near) {
      return (
        <div className={frameClass} ref={frame} data-lazy-form="">
          <Loading text={t('Loading form...')} />
        </div>
      );
    }
    return (
      <div className={frameClass} ref={frame}>
        <ErrorBoundary
          key={attempt}
          fallback={
            <ErrorState
              title={t('The form could not be loaded')}
              message={t('Please check your connection and try again.')}
              onRetry={() => setAttempt((a) => a + 1)}
            />
          }
        >
          <Suspense fallback={<Loading text={t('Loading form...')} />}>
            <Form {...props} />
            <FocusOnArrival frame={frame} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  };
}
