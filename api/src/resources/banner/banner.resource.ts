import { RESOURCE_ROUTES, LIMITS, bannerInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const bannerResource = defineResource({
  key: 'banner',
  label: 'Banner',
  ...RESOURCE_ROUTES.banner,
  input: bannerInput,
  files: [
    { field: 'images', kind: 'image', maxCount: LIMITS.bannerImages, requiredOnAdd: 'Please upload at least one image', tooMany: 'Only two images are allowed!' },
  ],
  invalidId: 'Invalid banner ID',
});
