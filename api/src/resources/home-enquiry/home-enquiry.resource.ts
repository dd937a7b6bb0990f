import { RESOURCE_ROUTES, homeEnquiryInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const homeEnquiryResource = defineResource({
  key: 'homeEnquiry',
  label: 'Home enquiry',
  ...RESOURCE_ROUTES.homeEnquiry,
  input: homeEnquiryInput,
  submission: true,
  invalidId: 'Invalid home enquiry ID',
});
