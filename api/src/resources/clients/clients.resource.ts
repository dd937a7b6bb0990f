import { clientInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const clientsResource = defineResource({
  key: 'clients',
  label: 'Client',
  path: 'admin/clients',
  listKey: null,
  routes: { list: 'get', add: 'add', edit: 'update/:id', remove: 'delete/:id' },
  input: clientInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid client ID',
});
