import type { CandidateApplication } from '@site/contracts';
import { formatDate, richText, t } from '@site/shared-ui';
import { applicationTitle } from '../application-title';
import { InterviewList } from './interview-list';
import { stageText } from './stage-text';

const day = (iso: string) => formatDate(iso, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * An application's job, the day it was sent, its stage and its upcoming interviews: the whole of the candidate's page
 * (headed at `level` 1) and each card of "My applications" (level 2).
 */
export function ApplicationSummary({ application: a, level, titleId }: { application: CandidateApplication['application']; level: 1 | 2; titleId?: string }) {
  const [Title, Section] = level === 1 ? (['h1', 'h2'] as const) : (['h2', 'h3'] as const);
  return (
    <>
      <Title id={titleId}>{applicationTitle(a.jobTitle)}</Title>
      <p className="main-application__muted">{t('Applied on {day}', { day: day(a.appliedAt) })}</p>
      <p className="main-application__stage">
        {richText(t('Stage: <0>{stage}</0>', { stage: stageText(a.status, a.stage) }), [(words) => <strong>{words}</strong>])}
      </p>
      <Section>{t('Upcoming interviews')}</Section>
      <InterviewList interviews={a.interviews} jobTitle={applicationTitle(a.jobTitle)} withdrawn={a.status === 'Withdrawn'} />
    </>
  );
}
