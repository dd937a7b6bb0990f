import { serviceInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const servicesResource = defineResource({
  key: 'services',
  label: 'Service',
  path: 'admin/services',
  listKey: 'services',
  routes: { list: 'getServices', add: 'addServices', edit: 'editServices/:id', remove: 'deleteServices/:id' },
  input: serviceInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Please upload an image!' }],
  invalidId: 'Invalid service ID',
});
