import { userContactInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const userContactResource = defineResource({
  key: 'userContact',
  label: 'Contact',
  path: 'admin/userContact',
  listKey: 'userContact',
  routes: { list: 'getUserContact', add: 'addUserContact', edit: 'editUserContact/:id', remove: 'deleteUserContact/:id' },
  input: userContactInput,
  submission: true,
  invalidId: 'Invalid contact ID',
});
