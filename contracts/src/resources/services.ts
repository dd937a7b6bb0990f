// The services both sites offer: business hours per weekday and FAQ pairs besides the text.
import { z } from 'zod';
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS } from '../constants.js';
import { jsonText, OBJECT_ID, optionalText, requiredText } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

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
const serviceText = 'Title and description are required!';

export const services = defineContent({
  label: 'Service',
  noun: 'service',
  titleFields: ['title'],
  adminScreen: 'service/main',
  ...legacyRoutes('services', 'Services', 'services'),
  files: { image: image('Please upload an image!') },
  invalidId: 'Invalid service ID',
  area: 'content:shared',
  fields: {
    title: requiredText(serviceText),
    description: requiredText(serviceText),
    service: optionalText(200),
    businessHours: jsonText(businessHours, 'Business hours must be valid JSON').transform((v) => v ?? DEFAULT_BUSINESS_HOURS),
    faqs: jsonText(z.array(faq, { error: 'FAQs must be a list of question and answer pairs' }), 'FAQs must be valid JSON').transform((v) => v ?? []),
  },
  translatable: ['title', 'description', 'service', 'businessHours', 'faqs'],
  admin: {
    title: 'Main Services',
    noun: 'Service',
    emptyText: 'No services found.',
    numberHeader: 'S.No',
    serviceExtras: true,
    // 'hours': the back office draws Monday's opening and closing times.
    columns: ['image', 'title', 'description', { field: 'hours', header: 'Monday' }, { field: 'faqs', header: 'FAQs', show: 'count' }],
    form: ['title', { name: 'description', kind: 'textarea' }],
    saveNeeds: ['title', 'description', 'image'],
  },
});
