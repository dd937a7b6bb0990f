import { integratedMissionInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const integratedMissionResource = defineResource({
  key: 'integratedMission',
  label: 'Mission',
  path: 'admin/integratedMission',
  listKey: 'integratedMission',
  routes: { list: 'getIntegratedMission', add: 'addIntegratedMission', edit: 'editIntegratedMission/:id', remove: 'deleteIntegratedMission/:id' },
  input: integratedMissionInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid Mission ID',
});
