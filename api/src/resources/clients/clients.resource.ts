import { RESOURCE_ROUTES, clientInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const clientsResource = defineResource({
  key: 'clients',
  label: 'Client',
  ...RESOURCE_ROUTES.clients,
  input: clientInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid client ID',
});
