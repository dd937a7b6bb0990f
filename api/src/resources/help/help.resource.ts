import { helpInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const helpResource = defineResource({
  key: 'help',
  label: 'Help',
  path: 'admin/help',
  listKey: 'Help',
  routes: { list: 'getHelp', add: 'addHelp', edit: 'editHelp/:id', remove: 'deleteHelp/:id' },
  input: helpInput,
  files: ['image', 'bannerImage', 'rightImage'].map((field) => ({ field, kind: 'image' as const, maxCount: 1, requiredOnAdd: 'All images are required!' })),
  invalidId: 'Invalid Help ID',
});
