// "My applications" by a mobile number (docs/behaviour.md §21): the number, a code by SMS, then every application made
// with that number proved, each with a link to its own page. No account or e-mail needed. The proof stays in memory
// only: a reload asks for a code again.
import { formatIndianMobile, indianMobile, type MyPhoneApplications } from '@site/contracts';
import { errorMessage, getRuntimeConfig, HoneypotField, Link, Loading, t, TextField } from '@site/shared-ui';
import { useMyPhoneApplicationsMutation, usePhoneCodeRequestMutation, usePhoneCodeVerifyMutation } from '../../lib/phone-api';
import { useSubmissionForm } from '@site/shared-ui/forms';
import { useState } from 'react';
import { z } from 'zod';
import { AskForCode, CodeStep } from '../../components/code-step';
import { ApplicationSummary } from './components/application-summary';

const numberForm = z.object({ mobile: indianMobile });
type NumberValues = z.input<typeof numberForm>;

/** A page path the API gives in its language (`/mr/application/…`): the site's links add the page's own language. */
const sitePath = (page: string) => page.replace(/^\/(hi|mr)(?=\/)/, '');

function List({ mobile, applications, onOther }: { mobile: string; applications: MyPhoneApplications['applications']; onOther: () => void }) {
  return (
    <div className="main-phone-applications__list">
      {applications.length ? (
        <>
          <p role="status">{t('Applications made with {mobile}', { mobile })}</p>
          <ul className="main-my-applications">
            {applications.map((a) => (
              <li key={a.page} className="main-application__actions">
                <ApplicationSummary application={a} level={2} />
                <Link className="ui-button ui-button--primary" to={sitePath(a.page)}>
                  {t('Open this application')}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p role="status">{t('No application was made with {mobile} and an SMS code yet.', { mobile })}</p>
          <Link className="ui-button ui-button--primary" to="/main/jobs">
            {t('See our open jobs')}
          </Link>
        </>
      )}
      <button type="button" className="ui-link-button main-phone-applications__other" onClick={onOther}>
        {t('Use another number')}
      </button>
    </div>
  );
}

export function PhoneApplications() {
  const [pending, setPending] = useState<{ mobile: string; sentAt: number } | null>(null);
  const [found, setFound] = useState<MyPhoneApplications['applications'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestCode, requesting] = usePhoneCodeRequestMutation();
  const [verifyCode, verifying] = usePhoneCodeVerifyMutation();
  const [load, loading] = useMyPhoneApplicationsMutation();
  const failed = (e: unknown) => setError(errorMessage(e) || t('Your applications could not be loaded.'));

  const ask = async ({ mobile, website, fillMs }: NumberValues & { website?: string; fillMs?: number }) => {
    setError(null);
    await requestCode({ mobile: String(mobile), purpose: 'applications', website, fillMs }).unwrap();
    setPending({ mobile: String(mobile), sentAt: Date.now() });
  };
  const { register, submit, formState, trap } = useSubmissionForm({
    contract: numberForm,
    empty: { mobile: '' },
    send: ask,
    onFailed: failed,
    minFillMs: getRuntimeConfig().minFillMs,
  });

  const confirm = async (code: string) => {
    if (!pending) return;
    setError(null);
    try {
      const { token } = await verifyCode({ mobile: pending.mobile, code, purpose: 'applications' }).unwrap();
      setFound((await load(token).unwrap()).applications);
    } catch (e) {
      failed(e);
    }
  };
  const resend = async () => {
    if (!pending) return;
    setError(null);
    try {
      await requestCode({ mobile: pending.mobile, purpose: 'applications' }).unwrap();
      setPending({ ...pending, sentAt: Date.now() });
    } catch (e) {
      failed(e);
    }
  };
  const startAgain = () => {
    setPending(null);
    setFound(null);
    setError(null);
  };

  if (pending && found) return <List mobile={formatIndianMobile(pending.mobile)} applications={found} onOther={startAgain} />;
  if (loading.isLoading) return <Loading text={t('Loading your applications...')} />;
  if (pending)
    return (
      <CodeStep
        mobile={formatIndianMobile(pending.mobile)}
        sentAt={pending.sentAt}
        busy={verifying.isLoading || requesting.isLoading}
        error={error}
        confirmLabel={t('Show my applications')}
        onConfirm={(code) => void confirm(code)}
        onResend={() => void resend()}
        onChangeNumber={startAgain}
      />
    );
  const busy = formState.isSubmitting || requesting.isLoading;
  return (
    <form className="ui-form main-apply" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Open your applications with your mobile number')}>
      <p className="main-apply__lead">{t('Type the mobile number you applied with. We send you a code by SMS to open your applications.')}</p>
      <TextField label={t('Mobile')} type="tel" inputMode="tel" autoComplete="tel" required error={formState.errors.mobile?.message} {...register('mobile')} />
      <HoneypotField ref={trap} />
      <AskForCode error={error} busy={busy} />
    </form>
  );
}
