// A form whose zod checks load with it, not with the first page. If its code cannot be fetched (offline, a new
// deployment), the frame offers a retry instead of failing the page.
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ErrorState, Loading } from '../page-state/page-state';

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <ErrorState title="The form could not be loaded" message="Please check your connection and try again." onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** A component that loads `load()`'s default export on first render, inside a frame of class `frameClass`. */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, frameClass: string) {
  return function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: React keeps a failed import, a retry must ask again.
    const Form = useMemo(() => lazy(load), [attempt]);
    return (
      <div className={frameClass}>
        <LoadBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
          <Suspense fallback={<Loading text="Loading form..." />}>
            <Form {...props} />
          </Suspense>
        </LoadBoundary>
      </div>
    );
  };
}
