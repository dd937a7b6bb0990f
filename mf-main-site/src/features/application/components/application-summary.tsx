import type { CandidateApplication } from '@site/contracts';
import { applicationTitle } from '../application-title';
import { InterviewList } from './interview-list';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * An application's job, the day it was sent, its stage and its upcoming interviews: the whole of the candidate's page
 * (headed at `level` 1) and each card of "My applications" (level 2).
 */
export function ApplicationSummary({ application: a, level, titleId }: { application: CandidateApplication['application']; level: 1 | 2; titleId?: string }) {
  const [Title, Section] = level === 1 ? (['h1', 'h2'] as const) : (['h2', 'h3'] as const);
  return (
    <>
      <Title id={titleId}>{applicationTitle(a.jobTitle)}</Title>
      <p className="main-application__muted">Applied on {day(a.appliedAt)}</p>
      <p className="main-application__stage">
        Stage: <strong>{a.stage}</strong>
      </p>
      <Section>Upcoming interviews</Section>
      <InterviewList interviews={a.interviews} jobTitle={applicationTitle(a.jobTitle)} withdrawn={a.status === 'Withdrawn'} />
    </>
  );
}
