// A printable A4 poster for one job (docs/behaviour.md §16.2): its title and a few lines in English, Hindi or
// Marathi, and a QR code of the job's page in that language carrying the chosen source, so the inbox can tell which
// poster brought each applicant. The language and the source live in the address, so a reload prints the same.
import { COMPANY } from '@site/contracts/constants';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@site/contracts/languages';
import { ErrorState, getRuntimeConfig, Link, Loading, NotFound, useParams } from '@site/shared-ui';
import { useAddressParams } from '../../components/use-address-params';
import { useLinkSourcesQuery } from '../../lib/link-sources-api';
import { screenPath } from '../../lib/paths';
import { usePosterJobQuery } from './poster-api';
import { posterLink, printedLink } from './poster-link';
import { POSTER_WORDS } from './poster-words';
import { QrCode } from './qr-code';
import './poster.css';

/** The public site's address: the configured one, else this page's own origin (one host serves both). */
const siteUrl = () => getRuntimeConfig().siteUrl ?? window.location.origin;

export function PosterPage() {
  const { id = '' } = useParams();
  const sources = useLinkSourcesQuery();
  const [params, update] = useAddressParams();
  const language: Language = LANGUAGES.find((l) => l === params.get('lang')) ?? 'en';
  const source = params.get('source') ?? undefined;
  const job = usePosterJobQuery({ id, language });
  // The previous language's job stays while the next loads, so the controls do not jump.
  const doc = job.data;
  // An unknown id answers 404, and one that is no id at all 400: both mean there is no such job.
  const status = (job.error as { status?: unknown } | undefined)?.status;

  if (status === 404 || status === 400 || doc === null) return <NotFound back={{ label: 'Back to the jobs', to: screenPath('jobs') }} />;
  if (job.isError) return <ErrorState title="The job could not be loaded" onRetry={() => void job.refetch()} />;
  if (!doc) return <Loading />;

  const salary = [doc.salary].flat().find(Boolean);
  const words = POSTER_WORDS[language];
  const link = posterLink(siteUrl(), language, id, source);
  const chosen = sources.data?.find((s) => s.key === source);

  return (
    <section className="admin-screen admin-poster-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>
          Poster: <span lang={language}>{doc.jobTitle}</span>
        </h1>
      </header>
      <form className="admin-poster__controls" aria-label="The poster" onSubmit={(e) => e.preventDefault()}>
        <label>
          Language
          <select name="lang" value={language} onChange={(e) => update({ lang: e.target.value === 'en' ? undefined : e.target.value })}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l].english}
              </option>
            ))}
          </select>
        </label>
        <label>
          Where it hangs (the source)
          <select name="source" value={source ?? ''} onChange={(e) => update({ source: e.target.value || undefined })}>
            <option value="">No source</option>
            {source && !chosen && <option value={source}>{source}</option>}
            {sources.data?.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="ui-button ui-button--primary" onClick={() => window.print()}>
          Print
        </button>
        <p className="admin-poster__note">
          {source
            ? `Applications from this poster are marked “${chosen?.label ?? source}” in the inbox.`
            : 'Choose where the poster hangs, so the inbox can tell which applications it brought.'}{' '}
          <Link to={screenPath('jobs')}>Back to the jobs</Link>
        </p>
      </form>
      <article className="admin-poster" lang={language} aria-label="Poster preview">
        <div className="admin-poster__sheet">
          <p className="admin-poster__hiring">{words.hiring}</p>
          <h2 className="admin-poster__title">{doc.jobTitle}</h2>
          <dl className="admin-poster__facts">
            {doc.location && (
              <div>
                <dt>{words.location}</dt>
                <dd>{doc.location}</dd>
              </div>
            )}
            {salary && (
              <div>
                <dt>{words.salary}</dt>
                <dd>{salary}</dd>
              </div>
            )}
          </dl>
          {doc.cv === 'none' && <p className="admin-poster__no-cv">{words.noCv}</p>}
          <QrCode className="admin-poster__qr" text={link} />
          <p className="admin-poster__scan">{words.scan}</p>
          <p className="admin-poster__link">
            {words.orOpen}: <span lang="en">{printedLink(link)}</span>
          </p>
          <p className="admin-poster__company" lang="en">
            {COMPANY.name}
          </p>
        </div>
      </article>
    </section>
  );
}
