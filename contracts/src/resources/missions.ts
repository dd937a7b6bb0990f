// The main site's mission and vision cards.
import { requiredText } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

const missionText = 'Title and description are required!';
/** The integrated site's missions take these and more (integrated-mission.ts). */
export const MISSION_FIELDS = {
  title: requiredText(missionText),
  description: requiredText(missionText),
};
/** Missions and about cards do not prefill the image (docs/behaviour.md §4). */
export const KEEP_IMAGE = 'Leave empty to keep the current image';

export const missions = defineContent({
  label: 'Mission',
  noun: 'mission',
  titleFields: ['title'],
  adminScreen: 'main/mission',
  ...legacyRoutes('missions', 'Missions', 'missions'),
  files: { image: image() },
  invalidId: 'Invalid mission ID',
  area: 'content:main',
  fields: MISSION_FIELDS,
  translatable: ['title', 'description'],
  admin: {
    title: 'Main Mission & Vision',
    noun: 'Mission',
    emptyText: 'No missions found.',
    numberHeader: 'S.No',
    previewStoredImages: false,
    editImageHint: KEEP_IMAGE,
    columns: ['title', 'description', 'image'],
    form: ['title', { name: 'description', kind: 'textarea' }],
  },
});
