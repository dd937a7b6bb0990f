import { RESOURCE_ROUTES, integratedMissionInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const integratedMissionResource = defineResource({
  key: 'integratedMission',
  label: 'Mission',
  ...RESOURCE_ROUTES.integratedMission,
  input: integratedMissionInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid Mission ID',
});
