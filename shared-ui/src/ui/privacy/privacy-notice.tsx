// The privacy notice page of both sites (docs/behaviour.md §14.1): the notice in force, its title as the heading,
// its text as paragraphs and when it last changed. Drawn on the server with its data (docs/architecture.md §7).
import { currentNotice } from '@site/contracts/resources';
import { useList } from '../../api/api';
import { t } from '../../i18n/i18n';
import { formatDate } from '../../lib/format-date';
import { ErrorState, Loading } from '../page-state/page-state';
import './privacy-notice.css';

export const NO_NOTICE_TEXT = 'The privacy notice is being updated. Please check back soon.';

/** A day written the same on the server and in every browser (no time zone or locale of the machine). */
const dayText = (iso: string) => formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB');

/** The text's paragraphs: blocks separated by blank lines, their line breaks kept. */
export const noticeParagraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export interface PrivacyNoticeProps {
  /** 1 on a page without another main heading; 2 under a hero that holds the h1. */
  headingLevel?: 1 | 2;
}

export function PrivacyNotice({ headingLevel = 1 }: PrivacyNoticeProps) {
  const { data, isLoading, isError, refetch } = useList('privacyNotice');
  const Heading = `h${headingLevel}` as const;
  const notice = currentNotice(data ?? []);
  const updated = notice?.updatedAt ?? notice?.createdAt;
  return (
    <section className="ui-section ui-privacy" aria-labelledby="privacy-title">
      <article className="ui-container ui-privacy__inner">
        <p className="ui-eyebrow">{t('Privacy')}</p>
        {isLoading ? (
          <Loading text={t('Loading the privacy notice...')} />
        ) : isError && !notice ? (
          <ErrorState
            title={t('The privacy notice could not be loaded')}
            message={t('Please check your connection and try again.')}
            onRetry={() => void refetch()}
          />
        ) : notice ? (
          <>
            <Heading id="privacy-title">{notice.title}</Heading>
            {updated && <p className="ui-privacy__updated">{t('Last updated {day}', { day: dayText(updated) })}</p>}
            {noticeParagraphs(notice.body).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </>
        ) : (
          <>
            <Heading id="privacy-title">{t('Privacy notice')}</Heading>
            <p>{t(NO_NOTICE_TEXT)}</p>
          </>
        )}
      </article>
    </section>
  );
}
