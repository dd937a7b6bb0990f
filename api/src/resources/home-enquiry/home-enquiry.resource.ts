import { homeEnquiryInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const homeEnquiryResource = defineResource({
  key: 'homeEnquiry',
  label: 'Home enquiry',
  path: 'admin/homeEnquiry',
  listKey: 'homeEnquiry',
  routes: { list: 'getHomeEnquiry', add: 'addHomeEnquiry', edit: 'editHomeEnquiry/:id', remove: 'deleteHomeEnquiry/:id' },
  input: homeEnquiryInput,
  submission: true,
  invalidId: 'Invalid home enquiry ID',
});
