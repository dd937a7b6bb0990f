import { serviceEnquiryInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const serviceEnquiryResource = defineResource({
  key: 'ServiceEnquiry',
  label: 'Service enquiry',
  path: 'admin/ServiceEnquiry',
  listKey: 'ServiceEnquiry',
  routes: { list: 'getServiceEnquiry', add: 'addServiceEnquiry', edit: 'editServiceEnquiry/:id', remove: 'deleteServiceEnquiry/:id' },
  input: serviceEnquiryInput,
  submission: true,
  invalidId: 'Invalid service enquiry ID',
});
