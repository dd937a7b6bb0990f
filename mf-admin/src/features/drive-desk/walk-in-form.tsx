// A walk-in at the desk (docs/behaviour.md §26.4): a name, a number, one of the drive's jobs and the language they
// read, in a few taps. The API matches a proved number to the candidate it belongs to, or makes the application and
// sends an SMS with their private link.
import { type AdminDrive, INDIAN_MOBILE_MESSAGES, type Language, LANGUAGE_NAMES, LANGUAGES, parseIndianMobile } from '@site/contracts';
import { type FormEvent, useState } from 'react';

export interface WalkInFields {
  name: string;
  mobile: string;
  jobId: string;
  language: Language;
}

export function WalkInForm({
  drive,
  mobile: typedMobile,
  onWalkIn,
  onCancel,
}: {
  drive: AdminDrive;
  mobile: string;
  onWalkIn: (fields: WalkInFields) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState(typedMobile);
  const [jobId, setJobId] = useState(drive.jobs.length === 1 ? drive.jobs[0]!._id : '');
  const [language, setLanguage] = useState<Language>('en');
  const [problems, setProblems] = useState<Partial<Record<'name' | 'mobile' | 'jobId', string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseIndianMobile(mobile);
    const found = {
      name: name.trim() ? undefined : 'Name is required',
      mobile: parsed.ok ? undefined : INDIAN_MOBILE_MESSAGES[parsed.reason],
      jobId: jobId ? undefined : 'Choose the job',
    };
    setProblems(found);
    if (found.name || found.mobile || found.jobId || !parsed.ok) return;
    onWalkIn({ name: name.trim(), mobile: parsed.e164, jobId, language });
  };

  const problem = (key: keyof typeof problems) =>
    problems[key] && (
      <span id={`walk-in-${key}`} className="desk-problem">
        {problems[key]}
      </span>
    );

  return (
    <form className="desk-card desk-form" onSubmit={submit} noValidate aria-label="Walk-in">
      <h2>Walk-in</h2>
      <label>
        Name
        <input
          autoComplete="off"
          autoFocus
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? 'walk-in-name' : undefined}
        />
        {problem('name')}
      </label>
      <label>
        Mobile number
        <input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          aria-invalid={problems.mobile ? true : undefined}
          aria-describedby={problems.mobile ? 'walk-in-mobile' : undefined}
        />
        {problem('mobile')}
      </label>
      <fieldset className="desk-choices">
        <legend>Job</legend>
        {drive.jobs.map((j) => (
          <label key={j._id} className="desk-choice">
            <input type="radio" name="walk-in-job" value={j._id} checked={jobId === j._id} onChange={() => setJobId(j._id)} />
            <span>{j.title}</span>
          </label>
        ))}
        {problem('jobId')}
      </fieldset>
      <fieldset className="desk-choices desk-choices--row">
        <legend>Language</legend>
        {LANGUAGES.map((l) => (
          <label key={l} className="desk-choice">
            <input type="radio" name="walk-in-language" value={l} checked={language === l} onChange={() => setLanguage(l)} />
            <span lang={l}>{LANGUAGE_NAMES[l].own}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="ui-button ui-button--primary desk-big desk-wide">
        Register and check in
      </button>
      <button type="button" className="ui-button ui-button--ghost desk-wide" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
