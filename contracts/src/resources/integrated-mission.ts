// The integrated site's mission and vision: the main site's fields and four optional texts.
import { optionalText } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';
import { KEEP_IMAGE, MISSION_FIELDS } from './missions.js';

export const integratedMission = defineContent({
  label: 'Mission',
  noun: 'integrated mission',
  titleFields: ['title'],
  adminScreen: 'integrated/mission',
  ...legacyRoutes('integratedMission', 'IntegratedMission', 'integratedMission'),
  files: { image: image() },
  invalidId: 'Invalid Mission ID',
  area: 'content:integrated',
  fields: {
    ...MISSION_FIELDS,
    heading: optionalText(),
    content: optionalText(),
    text: optionalText(),
    paragraph: optionalText(),
  },
  translatable: ['title', 'description', 'heading', 'content', 'text', 'paragraph'],
  admin: {
    title: 'Integrated Mission & Vision',
    noun: 'Mission',
    addLabel: 'Add Mission',
    emptyText: 'No integratedMission found.',
    previewStoredImages: false,
    editImageHint: KEEP_IMAGE,
    messages: {
      added: 'Mission added successfully!',
      updated: 'Mission updated successfully!',
      deleted: 'Mission deleted successfully!',
    },
    columns: ['title', 'description', 'heading', 'content', 'text', 'paragraph', 'image'],
    form: [
      'title',
      { name: 'description', kind: 'textarea' },
      'heading',
      { name: 'content', kind: 'textarea' },
      'text',
      { name: 'paragraph', kind: 'textarea' },
    ],
  },
});
