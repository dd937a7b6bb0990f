import { RESOURCE_ROUTES, RESUME_MESSAGES, jobApplicationEdit, jobApplicationInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const applyJobsResource = defineResource({
  key: 'applyJobs',
  label: 'Job application',
  ...RESOURCE_ROUTES.applyJobs,
  input: jobApplicationInput,
  editInput: jobApplicationEdit,
  createDefaults: { status: 'New' },
  files: [{ field: 'resume', kind: 'resume', maxCount: 1, requiredOnAdd: RESUME_MESSAGES.required }],
  privateFiles: true,
  keepFileNames: true,
  submission: true,
  invalidId: 'Invalid job application ID',
});
