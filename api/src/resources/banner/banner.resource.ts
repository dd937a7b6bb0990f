import { LIMITS, bannerInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const bannerResource = defineResource({
  key: 'banner',
  label: 'Banner',
  path: 'admin/Banner',
  listKey: 'banner',
  routes: { list: 'getBanner', add: 'addBanner', edit: 'editBanner/:id', remove: 'deleteBanner/:id' },
  input: bannerInput,
  files: [
    { field: 'images', kind: 'image', maxCount: LIMITS.bannerImages, requiredOnAdd: 'Please upload at least one image', tooMany: 'Only two images are allowed!' },
  ],
  invalidId: 'Invalid banner ID',
});
