import { RESOURCE_ROUTES, aboutCardInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const aboutCardsResource = defineResource({
  key: 'aboutCards',
  label: 'About card',
  ...RESOURCE_ROUTES.aboutCards,
  input: aboutCardInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Image is required for new entries!' }],
  invalidId: 'Invalid about card ID',
});
