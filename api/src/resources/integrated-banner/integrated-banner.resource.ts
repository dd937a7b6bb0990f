import { RESOURCE_ROUTES, integratedBannerInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const integratedBannerResource = defineResource({
  key: 'integratedBanner',
  label: 'Integrated banner',
  ...RESOURCE_ROUTES.integratedBanner,
  input: integratedBannerInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1, requiredOnAdd: 'Please upload an image!' }],
  invalidId: 'Invalid integrated banner ID',
});
