// Payloads of the content the admin manages (docs/behaviour.md §3, §5 admin side, §7.4). Files are declared with each
// resource (resources.ts); these schemas cover the text fields of each form.
import { z } from 'zod';
import type { ContentKey } from './resources.js';
import { CONTACT_TYPES, DEFAULT_BUSINESS_HOURS, JOB_STATUSES, JOB_TYPES, WEEKDAYS } from './constants.js';
import { jobQuestions } from './screening.js';
import { OBJECT_ID, closingDate, commaList, jsonText, optionalText, requiredText, sitePath, starRating, textList, yearNumber, oneOf } from './fields.js';

export const bannerInput = z.object({
  title: requiredText('Title is required'),
  heading: requiredText('Heading is required'),
  paragraph: optionalText(),
  link: optionalText(500),
  /** What the link says, naming where it leads (search engines and screen readers read it); empty: worded from the link. */
  linkText: optionalText(60),
});

export const integratedBannerInput = bannerInput;

const hoursMessage = 'Business hours must give opening and closing times for every weekday';
const dayHours = z.object(
  {
    openingTime: requiredText('Opening time is required', 20),
    closingTime: requiredText('Closing time is required', 20),
  },
  { error: hoursMessage },
);
const businessHours = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>, {
  error: hoursMessage,
});
/** An FAQ keeps the _id the client sends back on edit; a new one gets its _id from the server. */
const faq = z.object({
  _id: z.string({ error: 'Invalid FAQ ID' }).regex(OBJECT_ID, 'Invalid FAQ ID').optional(),
  question: requiredText('Each FAQ needs a question', 500),
  answer: requiredText('Each FAQ needs an answer', 2000),
});

const missionText = 'Title and description are required!';
export const serviceInput = z.object({
  title: requiredText(missionText),
  description: requiredText(missionText),
  service: optionalText(200),
  businessHours: jsonText(businessHours, 'Business hours must be valid JSON').transform((v) => v ?? DEFAULT_BUSINESS_HOURS),
  faqs: jsonText(z.array(faq, { error: 'FAQs must be a list of question and answer pairs' }), 'FAQs must be valid JSON').transform((v) => v ?? []),
});

export const aboutInput = z.object({
  heading: requiredText('Heading is required'),
  description: requiredText('Description is required'),
  text: requiredText('Text is required'),
  experience: requiredText('Experience is required', 200),
  projects: textList('Projects is required'),
  client: textList('Client is required'),
  staff: textList('Staff is required'),
  awards: textList('Awards is required'),
});

export const aboutCardInput = z.object({});

export const missionInput = z.object({
  title: requiredText(missionText),
  description: requiredText(missionText),
});

export const integratedMissionInput = missionInput.extend({
  heading: optionalText(),
  content: optionalText(),
  text: optionalText(),
  paragraph: optionalText(),
});

const testimonialText = 'name and designation are required!';
export const testimonialInput = z.object({
  name: requiredText(testimonialText, 200),
  designation: requiredText(testimonialText, 200),
  feedback: optionalText(),
  star: starRating(),
});

export const adminContactInput = z.object({
  contactType: oneOf(CONTACT_TYPES, 'Contact Type and Description are required!'),
  description: requiredText('Contact Type and Description are required!', 1000),
});

const helpText = 'Heading and text are required!';
export const helpInput = z.object({
  heading: requiredText(helpText),
  text: requiredText(helpText),
  /** The page the card leads to (a service's page, the jobs list); none leaves the card without a link. */
  link: sitePath(),
});

export const jobInput = z.object({
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
  /** Screening questions the apply form asks (docs/behaviour.md §20); a job stored before them has none. */
  questions: jobQuestions(),
});

export const clientInput = z.object({
  name: requiredText('Name is required', 200),
  industry: requiredText('Industry is required', 200),
  description: requiredText('Description is required'),
  year: yearNumber(),
  fullDescription: optionalText(),
  services: commaList(),
  achievements: commaList(),
});

/** The privacy notice shown on both sites and linked from every form (docs/behaviour.md §14). */
export const privacyNoticeInput = z.object({
  title: requiredText('Title is required', 200),
  body: requiredText('The notice text is required', 20000),
});

/** The add payload of each content resource; an edit accepts the same fields, each optional. */
export const CONTENT_INPUTS = {
  clients: clientInput,
  banner: bannerInput,
  integratedBanner: integratedBannerInput,
  services: serviceInput,
  jobs: jobInput,
  about: aboutInput,
  missions: missionInput,
  integratedMission: integratedMissionInput,
  testimonial: testimonialInput,
  help: helpInput,
  adminContact: adminContactInput,
  aboutCards: aboutCardInput,
  privacyNotice: privacyNoticeInput,
} as const satisfies Record<ContentKey, z.ZodObject>;
