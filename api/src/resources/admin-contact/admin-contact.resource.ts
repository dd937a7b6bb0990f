import { RESOURCE_ROUTES, adminContactInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const adminContactResource = defineResource({
  key: 'adminContact',
  label: 'Admin Contact',
  ...RESOURCE_ROUTES.adminContact,
  input: adminContactInput,
  invalidId: 'Invalid Admin Contact ID',
});
