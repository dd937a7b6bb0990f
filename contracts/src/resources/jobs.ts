// Jobs (docs/behaviour.md §16, §20): a status and a closing date, screening questions whose knockout answers the
// public never sees. Edited by hiring.
import { JOB_STATUSES, JOB_TYPES } from '../constants.js';
import { closingDate, oneOf, requiredText, textList } from '../fields.js';
import { JOB_CV_LABELS, JOB_CV_REQUIREMENTS } from '../jobs.js';
import { jobQuestions, publicQuestion, questionsOf } from '../screening.js';
import { defineContent } from './content-declaration.js';
import { legacyRoutes } from './declaration.js';

export const jobs = defineContent({
  label: 'Job',
  noun: 'job',
  titleFields: ['jobTitle'],
  adminScreen: 'jobs',
  ...legacyRoutes('jobs', 'Jobs', 'Jobs'),
  invalidId: 'Invalid job ID',
  area: 'hiring',
  fields: {
    jobTitle: requiredText('Job title is required', 200),
    description: requiredText('Description is required'),
    experience: requiredText('Experience is required', 100),
    jobType: oneOf(JOB_TYPES, 'Job type must be Full-time or Part-time')
      .optional()
      .transform((v) => v ?? 'Full-time'),
    location: requiredText('Location is required', 200),
    salary: textList('Salary is required'),
    requirement: textList('Requirements are required'),
    benefit: textList('Benefits are required'),
    status: oneOf(JOB_STATUSES, 'Job status must be Open, Closed or Filled')
      .optional()
      .transform((v) => v ?? 'Open'),
    closesOn: closingDate(),
    /** Whether the apply form asks for a CV; a job stored before it was asked reads as 'optional' (storedJobCv). */
    cv: oneOf(JOB_CV_REQUIREMENTS, 'CV must be required, optional or none')
      .optional()
      .transform((v) => v ?? 'optional'),
    /** Screening questions the apply form asks (docs/behaviour.md §20); a job stored before them has none. */
    questions: jobQuestions(),
  },
  translatable: ['jobTitle', 'description', 'experience', 'location', 'salary', 'requirement', 'benefit', 'questions'],
  // Which answer knocks a candidate out is the office's to know (docs/behaviour.md §20).
  publicView: (doc) => ({ ...doc, questions: questionsOf(doc).map(publicQuestion) }),
  admin: {
    title: 'Jobs',
    noun: 'Job',
    emptyText: 'No jobs available.',
    numberHeader: '#',
    messages: { addFailed: 'Failed to add job!', updateFailed: 'Failed to update job!', deleteFailed: 'Failed to delete job!' },
    columns: [
      'jobTitle',
      'location',
      { field: 'jobType', header: 'Type', fallback: 'Full-time' },
      'description',
      'experience',
      { field: 'salary', show: 'first', fallback: 'Not specified' },
      'status',
      // The back office draws it: the count of the job's applications, leading to its candidates.
      { field: 'applications', sortable: false },
    ],
    // The applications' counts lead to the candidates of the job: kept on screen at 1366 px.
    lead: ['jobTitle', 'applications'],
    questionEditor: true,
    form: [
      'jobTitle',
      'location',
      { name: 'jobType', label: 'Job Type' },
      { name: 'status', label: 'Status', defaultValue: 'Open' },
      { name: 'closesOn', label: 'Closing date (last day to apply, optional)', kind: 'date' },
      { name: 'cv', label: 'CV on the application form', defaultValue: 'optional', optionLabels: JOB_CV_LABELS },
      'experience',
      'salary',
      { name: 'description', kind: 'textarea' },
      { name: 'requirement', label: 'Requirements (one per line)', kind: 'textarea' },
      { name: 'benefit', label: 'Benefits (one per line)', kind: 'textarea' },
    ],
  },
});
