import { RESOURCE_ROUTES, LIMITS, aboutInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const aboutResource = defineResource({
  key: 'about',
  label: 'About',
  ...RESOURCE_ROUTES.about,
  input: aboutInput,
  files: [
    { field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Main image is required' },
    { field: 'smallImage', kind: 'image', maxCount: 1, requiredOnAdd: 'Small image is required' },
    { field: 'profile', kind: 'image', maxCount: LIMITS.aboutProfiles, requiredOnAdd: 'Please upload at least one profile image', tooMany: 'You can only upload up to 5 profile images.' },
  ],
  invalidId: 'Invalid about ID',
});
