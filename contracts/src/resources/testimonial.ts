// The main site's testimonials: a photo, a name, a designation, feedback and stars.
import { optionalText, requiredText, starRating } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

const testimonialText = 'name and designation are required!';

export const testimonial = defineContent({
  label: 'Testimonial',
  noun: 'testimonial',
  titleFields: ['name'],
  adminScreen: 'testimonial/main',
  ...legacyRoutes('testimonial', 'Testimonial', 'testimonial'),
  files: { image: image('Image is required for new entries!') },
  invalidId: 'Invalid testimonial ID',
  area: 'content:main',
  fields: {
    name: requiredText(testimonialText, 200),
    designation: requiredText(testimonialText, 200),
    feedback: optionalText(),
    star: starRating(),
  },
  translatable: ['name', 'designation', 'feedback'],
  admin: {
    title: 'Testimonial Management',
    noun: 'Testimonial',
    emptyText: 'No Testimonial found.',
    numberHeader: 'S.No',
    columns: ['image', 'name', 'designation', 'feedback', 'star'],
    form: [
      'name',
      'designation',
      { name: 'star', label: 'Star', kind: 'select', options: ['1', '2', '3', '4', '5'], defaultValue: '5' },
      { name: 'feedback', kind: 'textarea' },
    ],
  },
});
