// What a page shows while loading, after a failure, when there is nothing to show and when a route does not exist.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import './page-state.css';

export function Loading({ text = t('Loading...') }: { text?: string }) {
  return (
    <div className="ui-state" role="status">
      <span className="ui-state__spinner" aria-hidden />
      <p>{text}</p>
    </div>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** Shows a Retry button. */
  onRetry?: () => void;
}

export function ErrorState({ title = t('Something went wrong'), message, onRetry }: ErrorStateProps) {
  return (
    <div className="ui-state" role="alert">
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className="ui-button ui-button--primary" onClick={onRetry}>
          {t('Retry')}
        </button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  title?: string;
  text?: string;
  /** An optional action (a link or a button). */
  children?: ReactNode;
}

export function EmptyState({ title = t('Nothing here yet'), text, children }: EmptyStateProps) {
  return (
    <div className="ui-state ui-state--empty">
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}

export interface NotFoundProps {
  title?: string;
  text?: string;
  back?: { label: string; to: string };
}

export function NotFound({
  title = t('Page not found'),
  text = t('The page you are looking for does not exist or has moved.'),
  back = { label: t('Go to the home page'), to: '/' },
}: NotFoundProps) {
  return (
    <div className="ui-state ui-state--page">
      <p className="ui-state__code" aria-hidden>
        404
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="ui-button ui-button--primary" to={back.to}>
        {back.label}
      </Link>
    </div>
  );
}
