// What visitors send (docs/behaviour.md §5 visitor side, §7.2, §7.3) and what admins may change on it.
import { z } from 'zod';
import { APPLICATION_STATUSES, EXPERIENCE_CHOICES, SERVICE_CHOICES } from './constants.js';
import { bookingDate, consentField, email, isoDate, mobile, newPassword, OBJECT_ID, oneOf, optionalText, requiredText } from './fields.js';
import type { SubmissionKey } from './resources.js';
import { applicationAnswers } from './screening.js';

export const homeEnquiryInput = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  service: oneOf(SERVICE_CHOICES, 'Please choose a service from the list'),
  email: email(),
  mobile: mobile(),
  description: requiredText('Description is required', 5000),
  consent: consentField,
});

export const userContactInput = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
  consent: consentField,
});

/** A booking of a service deleted since its page was drawn. */
export const SERVICE_GONE_MESSAGE = 'This service is no longer offered';

export const serviceEnquiryInput = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  mobile: mobile(),
  address: requiredText('Address is required', 500),
  date: bookingDate(),
  service: optionalText(200),
  /**
   * The service booked: the API stores its English title as `service`, whatever the page's language, so the office
   * reads one name per service. An older client sends none.
   */
  serviceId: z.string({ error: 'Invalid service ID' }).regex(OBJECT_ID, 'Invalid service ID').optional(),
  consent: consentField,
});

export const jobApplicationInput = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  mobile: mobile(),
  address: requiredText('Address is required', 500),
  jobTitle: requiredText('Job title is required', 200),
  skills: requiredText('Skills are required', 2000),
  experience: oneOf(EXPERIENCE_CHOICES, 'Please choose your experience from the list'),
  qualification: requiredText('Qualification is required', 500),
  /** The job applied to: the API checks it is open and stores its title. An older client sends none. */
  jobId: z.string({ error: 'Invalid job ID' }).regex(OBJECT_ID, 'Invalid job ID').optional(),
  /** Answers to the job's screening questions (question id -> answer), checked against the job (docs/behaviour.md §20). */
  answers: applicationAnswers(),
  consent: consentField,
});

/** Admins move an application through the recruiting pipeline (and may correct its fields). */
export const jobApplicationEdit = jobApplicationInput
  .omit({ consent: true, jobId: true, answers: true })
  .partial()
  .extend({
    status: oneOf(APPLICATION_STATUSES, 'Unknown application status').optional(),
  });

export const loginInput = z.object({
  email: z.string({ error: 'Email and password must be text' }).trim().toLowerCase().min(1, 'Email is required'),
  password: z.string({ error: 'Email and password must be text' }).min(1, 'Password is required').max(200),
});

export const registerInput = z.object({
  name: requiredText('Name is required', 100),
  mobile: mobile(),
  email: email(),
  password: newPassword(),
  consent: consentField,
});

/** The add payload of each visitor submission. */
export const SUBMISSION_INPUTS = {
  ServiceEnquiry: serviceEnquiryInput,
  applyJobs: jobApplicationInput,
  homeEnquiry: homeEnquiryInput,
  userContact: userContactInput,
} as const satisfies Record<SubmissionKey, z.ZodObject>;

/** An admin correcting a booking that has already passed keeps its date: only the visitor's booking must be ahead. */
export const serviceEnquiryEdit = serviceEnquiryInput.omit({ consent: true, serviceId: true }).partial().extend({ date: isoDate().optional() });

/** Edits that accept more than the add payload made optional. */
export const EDIT_INPUTS = { applyJobs: jobApplicationEdit, ServiceEnquiry: serviceEnquiryEdit } as const;

/** What the back office calls each field of a visitor submission (screens, the CSV export). */
export const SUBMISSION_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  mobile: 'Mobile',
  address: 'Address',
  date: 'Date',
  service: 'Service',
  description: 'Description',
  subject: 'Subject',
  message: 'Message',
  jobTitle: 'Job title',
  jobId: 'Job',
  skills: 'Skills',
  experience: 'Experience',
  qualification: 'Qualification',
  status: 'Status',
  createdAt: 'Received',
  resumeName: 'Resume',
  screening: 'Screening answers',
  knockout: 'Knockout answer',
  language: 'Language',
  source: 'Source',
};

/** Form fields that are no column: the consent box, the answers (exported as `screening`), a booking's service id (its title is). */
const NOT_EXPORTED = new Set(['consent', 'answers', 'serviceId']);

/**
 * The columns of a submission type's CSV export: its form's fields (an application's CV by its file name), then
 * status and when it was received, then the language it was sent in, then an application's source (a job link's
 * `?src=`). Each column added later goes last, so the earlier columns keep their places.
 */
export const exportFieldsOf = (key: SubmissionKey) => [
  ...Object.keys(SUBMISSION_INPUTS[key].shape).filter((f) => !NOT_EXPORTED.has(f)),
  ...(key === 'applyJobs' ? ['screening', 'resumeName'] : []),
  'status',
  'createdAt',
  'language',
  ...(key === 'applyJobs' ? ['source'] : []),
];
