import { RESOURCE_ROUTES, testimonialInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const testimonialResource = defineResource({
  key: 'testimonial',
  label: 'Testimonial',
  ...RESOURCE_ROUTES.testimonial,
  input: testimonialInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Image is required for new entries!' }],
  invalidId: 'Invalid testimonial ID',
});
