// The "Send Us a Message" form for any public page. Its zod checks load with it, not with the first page;
// if that code cannot be fetched (offline, a new deployment), the frame offers a retry instead of failing the page.
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { ContactMessageFormProps } from '../../forms/contact/contact-message-form';
import { ErrorState, Loading } from '../page-state/page-state';
import './contacts.css';

const load = () => import('../../forms/contact/contact-message-form');

export type { ContactMessageFormProps };

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

export function ContactMessageForm(props: ContactMessageFormProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React keeps a failed import, a retry must ask again.
  const Form = useMemo(() => lazy(load), [attempt]);
  return (
    <div className="ui-contact-form__frame">
      <LoadBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
        <Suspense fallback={<Loading text="Loading form..." />}>
          <Form {...props} />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
