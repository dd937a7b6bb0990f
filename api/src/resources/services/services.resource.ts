import { Schema } from 'mongoose';
import { RESOURCE_ROUTES, serviceInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const servicesResource = defineResource({
  key: 'services',
  label: 'Service',
  ...RESOURCE_ROUTES.services,
  input: serviceInput,
  // Each FAQ is a sub-document, so it gets an _id (spec §3) and keeps the one an edit sends back.
  schema: { faqs: [new Schema({ question: String, answer: String })] },
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Please upload an image!' }],
  invalidId: 'Invalid service ID',
});
