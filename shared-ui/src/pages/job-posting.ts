// schema.org JobPosting for a job detail page, so search engines can list the opening with its salary and place.
import type { Entity } from '../api/types';
import { jobTypeText, salaryText } from '../ui/jobs/job-text';

export interface Organization {
  name: string;
  url: string;
}

/** The words of a salary's period in English, Hindi and Marathi: the first one written names the period. */
const PERIODS = [
  ['YEAR', /year|annum|p\.?a\b|lpa|वर्ष|वार्षिक|सालाना/i],
  ['MONTH', /month|महिना|महीना|माह|दरमहा|मासिक/i],
  ['DAY', /day|daily|दिन|दिवस|रोज/i],
  ['HOUR', /hour|तास|घंटा|घंटे/i],
] as const;

/**
 * '₹24,000 - ₹30,000 per month' → { minValue: 24000, maxValue: 30000, unitText: 'MONTH' }; text without figures →
 * none. '… per month (4 hours a day)' is monthly: the period written first wins.
 */
export function salaryRange(text: string) {
  const amounts = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, ''))).filter((n) => n > 0);
  if (!amounts.length) return undefined;
  const found = PERIODS.map(([unit, words]) => ({ unit, at: text.search(words) })).filter((p) => p.at >= 0);
  const unitText = found.sort((a, b) => a.at - b.at)[0]?.unit ?? 'MONTH';
  const min = amounts[0]!;
  const max = amounts[1] ?? min;
  return { '@type': 'QuantitativeValue', minValue: Math.min(min, max), maxValue: Math.max(min, max), unitText };
}

export function jobPostingJsonLd(job: Entity<'jobs'>, organization: Organization, now = new Date()) {
  const posted = job.createdAt ? new Date(job.createdAt) : now;
  const [locality, region] = job.location.split(',').map((s) => s.trim());
  const salary = salaryRange(salaryText(job.salary));
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job._id },
    datePosted: posted.toISOString().slice(0, 10),
    // The job's own closing date, the last day in India; none stated, none claimed.
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59+05:30` } : {}),
    employmentType: jobTypeText(job.jobType) === 'Part-time' ? 'PART_TIME' : 'FULL_TIME',
    experienceRequirements: job.experience,
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, ...(region ? { addressRegion: region } : {}), addressCountry: 'IN' },
    },
    ...(salary ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: salary } } : {}),
  };
}
