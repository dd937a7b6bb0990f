// Business constants of the product (docs/behaviour.md §4, §5, §9), shared by the API and the frontends.

/** The company's name as pages and e-mails write it. */
export const COMPANY = { name: 'Sentinel Integrated Facility Services', shortName: 'Sentinel IFS' } as const;

export const SERVICE_CHOICES = [
  'Smart Meter Installation',
  'Tower Works',
  'CCTV Installation',
  'Housekeeping Services',
  'Security Services',
  'Pest Control Services',
  'Payroll Management',
  'Hiring Services',
  'Eco-Friendly Cleaning',
] as const;

export const CONTACT_TYPES = ['Our Location', 'Phone Number', 'Email Address'] as const;
export const JOB_TYPES = ['Full-time', 'Part-time'] as const;
export const EXPERIENCE_CHOICES = ['0-1 years', '1-3 years', '3-5 years', '5+ years'] as const;
export const APPLICATION_STATUSES = ['New', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired'] as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export interface DayHours {
  openingTime: string;
  closingTime: string;
}
export type BusinessHours = Record<Weekday, DayHours>;

const weekday: DayHours = { openingTime: '09:00', closingTime: '17:00' };
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { openingTime: '10:00', closingTime: '15:00' },
  sunday: { openingTime: 'Closed', closingTime: 'Closed' },
};

export const LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  bannerImages: 2,
  aboutProfiles: 5,
  serviceDescriptionCut: 100,
  similarJobs: 3,
  missionsOnAbout: 8,
  textMax: 10_000,
} as const;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MESSAGES = {
  type: 'Please upload a PDF or Word document',
  size: 'File size exceeds 5MB limit',
  required: 'Resume file is required',
} as const;
