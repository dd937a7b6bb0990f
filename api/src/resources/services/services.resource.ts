import { RESOURCE_ROUTES, serviceInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const servicesResource = defineResource({
  key: 'services',
  label: 'Service',
  ...RESOURCE_ROUTES.services,
  input: serviceInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Please upload an image!' }],
  invalidId: 'Invalid service ID',
});
