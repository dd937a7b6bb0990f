import { RESOURCE_ROUTES, helpInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const helpResource = defineResource({
  key: 'help',
  label: 'Help',
  ...RESOURCE_ROUTES.help,
  input: helpInput,
  files: ['image', 'bannerImage', 'rightImage'].map((field) => ({ field, kind: 'image' as const, maxCount: 1, requiredOnAdd: 'All images are required!' })),
  invalidId: 'Invalid Help ID',
});
