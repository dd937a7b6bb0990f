import { jobInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const jobsResource = defineResource({
  key: 'jobs',
  label: 'Job',
  path: 'admin/jobs',
  listKey: 'Jobs',
  routes: { list: 'getJobs', add: 'addJobs', edit: 'editJobs/:id', remove: 'deleteJobs/:id' },
  input: jobInput,
  invalidId: 'Invalid job ID',
});
