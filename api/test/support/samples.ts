import type { Test } from 'supertest';
import { fixtures } from './helpers.js';

/** A valid add payload for each resource: text fields, files (multipart) and one edit to make. */
export interface Sample {
  fields: Record<string, string | string[]>;
  files?: Record<string, Array<{ data: Buffer; name: string }>>;
  edit: Record<string, string>;
}

const png = { data: fixtures.png, name: 'photo.png' };
const gif = { data: fixtures.gif, name: 'photo.gif' };

export const SAMPLES: Record<string, Sample> = {
  privacyNotice: { fields: { title: 'Privacy notice', body: 'We keep your data safe.' }, edit: { body: 'We keep your data safe and delete it on request.' } },
  clients: {
    fields: {
      name: 'Apex Motors',
      industry: 'Manufacturing',
      description: 'Plant security',
      year: '2015',
      fullDescription: 'Full story',
      services: 'Security Services, Housekeeping Services',
      achievements: 'Zero incidents, ISO 9001 audit',
    },
    files: { image: [png] },
    edit: { industry: 'Automotive' },
  },
  banner: {
    fields: { title: 'Welcome', heading: 'Safe buildings', paragraph: 'We guard', link: '/main/service', linkText: 'See our guarding services' },
    files: { images: [png, gif] },
    edit: { heading: 'Safer buildings', linkText: 'Book a guard' },
  },
  integratedBanner: {
    fields: { title: 'Integrated', heading: 'One partner', paragraph: 'All services', link: '/integrat/home' },
    files: { image: [png] },
    edit: { title: 'Integrated FM', linkText: 'Visit our home page' },
  },
  services: {
    fields: {
      title: 'Tower Works',
      description: 'Telecom tower maintenance',
      businessHours: JSON.stringify({
        monday: { openingTime: '08:00', closingTime: '18:00' },
        tuesday: { openingTime: '08:00', closingTime: '18:00' },
        wednesday: { openingTime: '08:00', closingTime: '18:00' },
        thursday: { openingTime: '08:00', closingTime: '18:00' },
        friday: { openingTime: '08:00', closingTime: '18:00' },
        saturday: { openingTime: '10:00', closingTime: '14:00' },
        sunday: { openingTime: 'Closed', closingTime: 'Closed' },
      }),
      faqs: JSON.stringify([{ question: 'Do you climb?', answer: 'Yes, certified riggers.' }]),
    },
    files: { image: [png] },
    edit: { description: 'Tower erection and maintenance' },
  },
  ServiceEnquiry: {
    fields: { name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876543210', address: '12 MG Road, Pune', date: '2099-12-01' },
    edit: { address: '14 MG Road, Pune' },
  },
  jobs: {
    fields: {
      jobTitle: 'Security Guard',
      description: 'Night shift guard',
      experience: '1-3 years',
      jobType: 'Part-time',
      location: 'Pune',
      salary: '₹18,000 - ₹22,000',
      requirement: 'Fit\nAlert',
      benefit: 'PF\nESI',
    },
    edit: { location: 'Mumbai' },
  },
  applyJobs: {
    fields: {
      name: 'Meena Iyer',
      email: 'meena@example.com',
      mobile: '9123456780',
      address: 'Chennai',
      jobTitle: 'Security Guard',
      skills: 'Patrolling',
      experience: '1-3 years',
      qualification: 'HSC',
    },
    files: { resume: [{ data: fixtures.pdf, name: 'meena-cv.pdf' }] },
    edit: { status: 'Shortlisted' },
  },
  about: {
    fields: {
      heading: 'About us',
      description: 'Since 1999',
      text: 'Trusted',
      experience: '25+',
      projects: '120 Projects Completed',
      client: '2500 Happy Clients',
      staff: '100 Expert Staff',
      awards: '252 Awards Won',
    },
    files: { image: [png], smallImage: [png], profile: [png, gif] },
    edit: { heading: 'Who we are' },
  },
  missions: { fields: { title: 'Our Mission', description: 'Safe workplaces' }, edit: { description: 'Safe and clean workplaces' } },
  integratedMission: {
    fields: { title: 'Vision', description: 'Integrated FM', heading: 'Heading', content: 'Content', text: 'Text', paragraph: 'Paragraph' },
    files: { image: [png] },
    edit: { content: 'New content' },
  },
  testimonial: {
    fields: { name: 'Anil Mehta', designation: 'Facility Head', feedback: 'Great team', star: '5' },
    files: { image: [png] },
    edit: { star: '4' },
  },
  help: {
    fields: { heading: 'Need help?', text: 'Call us' },
    files: { image: [png], bannerImage: [png], rightImage: [gif] },
    edit: { text: 'Call us any time' },
  },
  homeEnquiry: {
    fields: {
      firstName: 'Sita',
      lastName: 'Rao',
      service: 'Pest Control Services',
      email: 'sita@example.com',
      mobile: '9988776655',
      description: 'Termites in office',
    },
    edit: { description: 'Termites and rodents' },
  },
  userContact: { fields: { name: 'John', email: 'john@example.com', subject: 'Quote', message: 'Please call' }, edit: { subject: 'Quotation' } },
  adminContact: { fields: { contactType: 'Phone Number', description: '+91 98765 43210' }, edit: { description: '+91 91234 56789' } },
  aboutCards: { fields: {}, files: { image: [png] }, edit: {} },
};

/** Sends a sample as multipart when it has files, as JSON otherwise. */
export function send(req: Test, fields: Record<string, unknown>, files?: Sample['files']): Test {
  if (!files) return req.send(fields as object);
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) req.field(k, String(item));
  for (const [field, list] of Object.entries(files)) for (const f of list) req.attach(field, f.data, f.name);
  return req;
}
