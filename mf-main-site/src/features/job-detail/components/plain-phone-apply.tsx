// A phone application as a plain HTML form (docs/behaviour.md §16.1): what the server draws, and what works before
// the page's code arrives or without it. Its code (PhoneApplicationForm) takes it over with what was typed.
import type { JobCvRequirement, ScreeningQuestion } from '@site/contracts';
import { postedForm, t } from '@site/shared-ui';
import { PlainCodeStep, PlainDetails } from '../../../components/plain-form';

export function PlainPhoneApply({
  jobTitle,
  questions = [],
}: {
  jobId: string;
  jobTitle: string;
  cv: JobCvRequirement;
  questions?: readonly Omit<ScreeningQuestion, 'knockout'>[];
}) {
  const posted = postedForm('phone-apply');
  if (posted?.step === 'code') return <PlainCodeStep posted={posted} confirmLabel={t('Confirm and apply')} />;
  return (
    <PlainDetails
      posted={posted}
      label={t('Apply for {job}', { job: jobTitle })}
      questions={questions}
      lead={
        <p className="main-apply__lead">{t('No e-mail or CV needed: your name and mobile number are enough. We send a code by SMS to confirm the number.')}</p>
      }
      purpose={t('We use your mobile number only for this application: to send you the code, and SMS about its progress and interviews.')}
    />
  );
}
