import { RESOURCE_ROUTES, userContactInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const userContactResource = defineResource({
  key: 'userContact',
  label: 'Contact',
  ...RESOURCE_ROUTES.userContact,
  input: userContactInput,
  submission: true,
  invalidId: 'Invalid contact ID',
});
