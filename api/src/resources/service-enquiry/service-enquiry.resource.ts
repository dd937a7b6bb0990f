import { RESOURCE_ROUTES, serviceEnquiryInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const serviceEnquiryResource = defineResource({
  key: 'ServiceEnquiry',
  label: 'Service enquiry',
  ...RESOURCE_ROUTES.ServiceEnquiry,
  input: serviceEnquiryInput,
  submission: true,
  invalidId: 'Invalid service enquiry ID',
});
