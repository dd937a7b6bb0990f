import { missionInput } from '../../contracts/index.js';
import { defineResource } from '../../common/resource/resource-definition.js';

export const missionsResource = defineResource({
  key: 'missions',
  label: 'Mission',
  path: 'admin/missions',
  listKey: 'missions',
  routes: { list: 'getMissions', add: 'addMissions', edit: 'editMissions/:id', remove: 'deleteMissions/:id' },
  input: missionInput,
  files: [{ field: 'image', kind: 'image', maxCount: 1 }],
  invalidId: 'Invalid mission ID',
});
