// A form whose zod checks load with it, not with the first page. If its code cannot be fetched (offline, a new
// deployment), the frame offers a retry instead of failing the page. Until then a form may be drawn plain (an HTML
// form the shell's server answers): its code then takes it over with what was typed.
import { type ComponentType, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { t } from '../../i18n/i18n';
import { ErrorState, Loading } from '../page-state/page-state';
import { setPostedForm, type TypedForm, typedIn } from './posted-form';

/**
 * A dialog opened before its form arrived holds the focus itself; once the form is there, its first field takes
 * it (unless the visitor has moved on).
 */
function FocusOnArrival({ frame, focused }: { frame: RefObject<HTMLDivElement | null>; focused?: string }) {
  useEffect(() => {
    // The field the visitor was typing in keeps the focus when its plain form is taken over.
    const same = focused ? frame.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focused)}"]`) : null;
    if (same) return same.focus();
    const dialog = frame.current?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && document.activeElement === dialog) frame.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [frame, focused]);
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

/** What a form taken over from its plain drawing is given: the fields as the visitor left them. */
export interface TakesOver {
  typed?: TypedForm | null;
}

type Loaded<P> = { Form: ComponentType<P & TakesOver> } | 'failed' | null;

/**
 * A component that loads `load()`'s default export when it comes near the viewport (a form below the fold costs
 * the first load nothing), inside a frame of class `frameClass`. `Plain`: the form as plain HTML, drawn until then
 * (by the server too); the loaded form is given what was typed in it.
 */
export function lazyForm<P extends object>(
  load: () => Promise<{ default: ComponentType<P & TakesOver> }>,
  frameClass?: string,
  Plain?: ComponentType<NoInfer<P>>,
) {
  return function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [loaded, setLoaded] = useState<Loaded<P>>(null);
    const frame = useRef<HTMLDivElement>(null);
    const near = useNearViewport(frame);
    useEffect(() => {
      if (!near) return;
      let live = true;
      load().then(
        (module) => live && setLoaded({ Form: module.default }),
        () => live && setLoaded('failed'),
      );
      return () => {
        live = false;
      };
    }, [near, attempt]);
    // Read while the plain form is still on the page: the render that replaces it and its commit are one task.
    const typed = useMemo(() => (loaded && loaded !== 'failed' ? typedIn(frame.current) : null), [loaded]);
    // Taken over: the step a post left the form at is this form's now, not the next page's.
    useEffect(() => {
      if (loaded && loaded !== 'failed') setPostedForm(null);
    }, [loaded]);
    // Until the visitor comes near the form and its code is here (and on the server, which cannot wait for it), the
    // frame holds the plain form or a placeholder of the form's height; the browser draws the same as it takes over.
    if (!loaded) {
      return (
        // `plain`: the form works before its code (the page's loader does not fetch the code for it to be seen).
        <div className={frameClass} ref={frame} data-lazy-form={Plain ? 'plain' : ''}>
          {Plain ? <Plain {...props} /> : <Loading text={t('Loading form...')} />}
        </div>
      );
    }
    const failure = (
      <ErrorState
        title={t('The form could not be loaded')}
        message={t('Please check your connection and try again.')}
        onRetry={() => {
          setLoaded(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
    // The plain form works without its code: it stays when the code cannot be fetched.
    if (loaded === 'failed')
      return (
        <div className={frameClass} ref={frame}>
          {Plain ? <Plain {...props} /> : failure}
        </div>
      );
    const { Form } = loaded;
    return (
      <div className={frameClass} ref={frame}>
        <ErrorBoundary key={attempt} fallback={failure}>
          <Form {...props} typed={typed} />
          <FocusOnArrival frame={frame} focused={typed?.focused} />
        </ErrorBoundary>
      </div>
    );
  };
}
