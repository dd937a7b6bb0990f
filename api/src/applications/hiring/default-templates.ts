// The text each status e-mail has until an admin edits it in the back office.
import type { StatusTemplateInput, TemplateStatus } from '@site/contracts';

export const DEFAULT_TEMPLATES: Record<TemplateStatus, StatusTemplateInput> = {
  Shortlisted: {
    subject: 'Your application for {jobTitle} has been shortlisted',
    body: 'Good news, {name}\n\nYour application for {jobTitle} at {company} has been shortlisted. Your interview: {interview}.\n\nWe will call you if anything changes.',
  },
  Hired: {
    subject: 'Welcome to {company}',
    body: 'Congratulations, {name}\n\nWe are glad to offer you the position of {jobTitle}. Our HR team will call you about your joining date and documents.',
  },
  Rejected: {
    subject: 'Your application for {jobTitle}',
    body: 'Dear {name}\n\nThank you for applying for {jobTitle} at {company}. We have decided not to take your application further this time.\n\nWe keep hiring across India and would be glad to see you apply again.',
  },
};
