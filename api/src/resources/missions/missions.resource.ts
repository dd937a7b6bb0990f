import { RESOURCE_ROUTES, missionInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const missionsResource = defineResource({
  key: 'missions',
  label: 'Mission',
  ...RESOURCE_ROUTES.missions,
  input: missionInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid mission ID',
});
