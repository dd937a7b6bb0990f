import { RESOURCE_ROUTES, jobInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const jobsResource = defineResource({
  key: 'jobs',
  label: 'Job',
  ...RESOURCE_ROUTES.jobs,
  input: jobInput,
  invalidId: 'Invalid job ID',
});
