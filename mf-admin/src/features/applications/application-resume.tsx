// An application's resume on its inbox page (docs/behaviour.md §10, §13): the button that opens its preview, and who
// opened the CV.
import { useState } from 'react';
import { ResumeLog } from './resume-log';
import { ResumePreview, type ResumeRow } from './resume-preview';

export function ApplicationResume({ id, submission }: { id: string; submission: Record<string, unknown> & { _id: string } }) {
  const [preview, setPreview] = useState<ResumeRow | null>(null);
  // An application by mobile number to a job that takes no CV, or sent none (docs/behaviour.md §16.1).
  if (typeof submission.resume !== 'string' || !submission.resume) return <p className="admin-person__none">No CV was sent.</p>;
  return (
    <>
      <button type="button" className="ui-button ui-button--small" onClick={() => setPreview(submission as ResumeRow)}>
        View resume
      </button>
      <ResumeLog id={id} />
      <ResumePreview row={preview} onClose={() => setPreview(null)} />
    </>
  );
}
