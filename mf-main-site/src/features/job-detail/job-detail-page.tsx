import { ErrorState, jobTypeLabel, lazyForm, Link, Loading, Modal, postedText, salaryText, t, useItem, useList, useLocation, useParams } from '@site/shared-ui';
import { isJobOpen, storedJobCv } from '@site/contracts/jobs';
import { SOURCE_PATTERN } from '@site/contracts/resources';
import { lazy, Suspense, useState } from 'react';
import { APPLICATION_MESSAGES } from './components/application-messages';
import { FiBriefcase, FiCheckCircle, FiClock, FiGift, FiMapPin } from 'react-icons/fi';
// Salaries are in rupees and carry their own ₹ sign: the icon says "pay", not a currency.
import { LuBanknote } from 'react-icons/lu';
import { lines } from './components/job-fields';
import { PlainPhoneApply } from './components/plain-phone-apply';
import { SimilarJobsList } from './components/similar-jobs-list';
import { useHydrated } from '../../lib/use-hydrated';
import './job-detail.css';

// The form and its zod checks load when the visitor opens it.
const ApplicationForm = lazyForm(async () => ({ default: (await import('./components/application-form')).ApplicationForm }));
// A job's next drives are asked for by the browser: their list and its code come after the page.
const JobDrives = lazy(async () => ({ default: (await import('./components/job-drives')).JobDrives }));
// Drawn plain (an HTML form the server answers) until its code is here: it works before that code and without it.
const PhoneApplicationForm = lazyForm(
  async () => ({ default: (await import('./components/phone-application-form')).PhoneApplicationForm }),
  undefined,
  PlainPhoneApply,
);

/** Where "Apply Now" leads without the page's code: this page with the form open in it (`?apply`). */
const APPLY_PARAM = 'apply';

/** A link's source (`?src=poster-pune-station`), kept with the application when it is one the API takes. */
const sourceOf = (search: string) => {
  const src = new URLSearchParams(search).get('src');
  return src && SOURCE_PATTERN.test(src) ? src : undefined;
};

/** /jobdetail/{id} and /jobdetails/{id} (docs/behaviour.md §2.8, docs/architecture.md §5): the job, Similar Jobs and Apply Now. */
export function JobDetailPage() {
  const { id } = useParams();
  const { data: job, isLoading, missing, refetch } = useItem('jobs', id);
  const { data: jobs } = useList('jobs', { skip: !job });
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  const { search } = useLocation();
  const hydrated = useHydrated();

  if (isLoading) return <Loading text={t('Loading job details...')} />;
  if (!job && !missing) return <ErrorState message={t('The job could not be loaded. Please check your connection.')} onRetry={() => void refetch()} />;
  if (!job)
    return (
      <div className="ui-state ui-state--page">
        <h1>{t('Job Not Found')}</h1>
        <p>{t('This opening may have been filled or removed.')}</p>
        <Link className="ui-button ui-button--primary" to="/main/jobs">
          {t('Go Back to Jobs')}
        </Link>
      </div>
    );

  const open = isJobOpen(job);
  const byPhone = storedJobCv(job) !== 'required';
  const query = new URLSearchParams(search);
  // A phone application opened by its address (or posted to it) is drawn in the page, not in a dialog.
  const inPage = byPhone && query.has(APPLY_PARAM);
  const phoneForm = (
    <PhoneApplicationForm
      jobId={job._id}
      jobTitle={job.jobTitle}
      cv={storedJobCv(job)}
      source={sourceOf(search)}
      questions={job.questions}
      onSent={() => setApplied(true)}
    />
  );
  const requirements = lines(job.requirement);
  const benefits = lines(job.benefit);
  return (
    <article className="ui-section main-job">
      <div className="ui-container main-job__layout">
        <div className="main-job__head">
          <Link className="main-job__back" to="/main/jobs">
            {t('← All jobs')}
          </Link>
          <h1>{job.jobTitle}</h1>
          <ul className="main-job__facts" aria-label={t('Job facts')}>
            <li>
              <FiMapPin aria-hidden /> <span className="ui-visually-hidden">{t('Location:')}</span> {job.location}
            </li>
            <li>
              <FiBriefcase aria-hidden /> <span className="ui-visually-hidden">{t('Job type:')}</span> {jobTypeLabel(job.jobType)}
            </li>
            <li>
              <FiClock aria-hidden /> <span className="ui-visually-hidden">{t('Experience:')}</span> {job.experience}
            </li>
            <li>
              <LuBanknote aria-hidden /> <span className="ui-visually-hidden">{t('Salary:')}</span> {salaryText(job.salary)}
            </li>
          </ul>
          {/* The server's "just now" may be "1 minute ago" when the browser takes the page over. */}
          <p className="main-job__posted" suppressHydrationWarning>
            {postedText(job.createdAt)}
          </p>
        </div>
        {open ? (
          <div className="main-job__apply">
            <h2 className="main-panel__title">{t('Interested?')}</h2>
            {/* The dialog's thanks close with it after 2 s; the page keeps them for whoever looked away. */}
            {applied ? (
              <p className="ui-alert ui-alert--success" role="status">
                {t(APPLICATION_MESSAGES.success)}
              </p>
            ) : (
              <p>
                {storedJobCv(job) === 'required'
                  ? t('Send us your details and resume; we reply to every application.')
                  : t('Apply with your name and mobile number: no e-mail or CV needed.')}
              </p>
            )}
            {inPage ? (
              <section id="apply" className="main-job__in-page" aria-labelledby="apply-title">
                <h3 id="apply-title">{t('Apply for {job}', { job: job.jobTitle })}</h3>
                {phoneForm}
              </section>
            ) : byPhone ? (
              // Without the page's code the button opens this page with the form in it (the link's source kept).
              <form method="get" action="#apply">
                {[...query].map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name={APPLY_PARAM} value="1" />
                <button
                  type="submit"
                  className="ui-button ui-button--accent"
                  onClick={(e) => {
                    e.preventDefault();
                    setApplying(true);
                  }}
                >
                  {t('Apply Now')}
                </button>
              </form>
            ) : (
              <button type="button" className="ui-button ui-button--accent" onClick={() => setApplying(true)}>
                {t('Apply Now')}
              </button>
            )}
            {hydrated && (
              <Suspense fallback={null}>
                <JobDrives jobId={job._id} />
              </Suspense>
            )}
          </div>
        ) : (
          // An old link to a job that closed or was filled: the job stays readable, with no way to apply.
          <div className="main-job__apply main-job__apply--closed" role="status">
            <h2 className="main-panel__title">{t('Applications closed')}</h2>
            <p>{t('This position is no longer accepting applications')}</p>
            <Link className="ui-button ui-button--primary" to="/main/jobs">
              {t('See open jobs')}
            </Link>
          </div>
        )}
        <div className="main-job__details">
          <section aria-labelledby="job-description">
            <h2 id="job-description">{t('Job Description')}</h2>
            <p>{job.description}</p>
          </section>
          <section aria-labelledby="job-requirements">
            <h2 id="job-requirements">{t('Requirements')}</h2>
            <ul className="main-job__lines">
              {requirements.map((r, i) => (
                <li key={i}>
                  <FiCheckCircle aria-hidden /> {r}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="job-benefits">
            <h2 id="job-benefits">{t('Benefits')}</h2>
            <ul className="main-job__lines">
              {benefits.map((b, i) => (
                <li key={i}>
                  <FiGift aria-hidden /> {b}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="main-job__similar" aria-labelledby="similar-title">
          <h2 id="similar-title" className="main-panel__title">
            {t('Similar Jobs')}
          </h2>
          <SimilarJobsList job={job} jobs={jobs} />
        </aside>
      </div>
      {open && (
        <Modal open={applying} onClose={() => setApplying(false)} title={t('Apply for {job}', { job: job.jobTitle })} size="large">
          {/* A job that requires no CV takes a name and a mobile number proved by a code (docs/behaviour.md §16.1). */}
          {storedJobCv(job) === 'required' ? (
            <ApplicationForm
              jobId={job._id}
              jobTitle={job.jobTitle}
              questions={job.questions}
              onClose={() => setApplying(false)}
              onSent={() => setApplied(true)}
            />
          ) : (
            phoneForm
          )}
        </Modal>
      )}
    </article>
  );
}
