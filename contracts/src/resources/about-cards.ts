// The integrated site's about cards: an image and nothing else.
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';
import { KEEP_IMAGE } from './missions.js';

export const aboutCards = defineContent({
  label: 'About card',
  noun: 'about card',
  titleFields: [],
  adminScreen: 'integrated/aboutCard',
  ...legacyRoutes('aboutCards', 'AboutCards', 'aboutCards'),
  files: { image: image('Image is required for new entries!') },
  invalidId: 'Invalid about card ID',
  area: 'content:integrated',
  fields: {},
  translatable: [],
  admin: {
    title: 'About Cards',
    noun: 'About Card',
    errorNoun: 'about card',
    addLabel: 'Add New',
    emptyText: 'No about cards found.',
    numberHeader: 'S.No',
    previewStoredImages: false,
    editImageHint: KEEP_IMAGE,
    messages: {
      added: 'About card added successfully!',
      updated: 'About card updated successfully!',
      deleted: 'About card deleted successfully!',
      saveUnreachable: 'Error: Failed to submit about card',
    },
    columns: ['image'],
    form: [],
  },
});
