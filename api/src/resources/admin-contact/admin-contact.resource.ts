import { adminContactInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const adminContactResource = defineResource({
  key: 'adminContact',
  label: 'Admin Contact',
  path: 'admin/adminContact',
  listKey: 'adminContact',
  routes: { list: 'getAdminContact', add: 'addAdminContact', edit: 'editAdminContact/:id', remove: 'deleteAdminContact/:id' },
  input: adminContactInput,
  invalidId: 'Invalid Admin Contact ID',
});
