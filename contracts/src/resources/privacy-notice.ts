// The privacy notice shown on both sites and linked from every form (docs/behaviour.md §14). Kept by the owner.
import { requiredText } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { legacyRoutes } from './declaration.js';

export const privacyNotice = defineContent({
  label: 'Privacy notice',
  noun: 'privacy notice',
  titleFields: ['title'],
  adminScreen: 'privacy/notice',
  ...legacyRoutes('privacyNotice', 'PrivacyNotice', 'privacyNotice'),
  invalidId: 'Invalid privacy notice ID',
  area: 'owner',
  fields: {
    title: requiredText('Title is required', 200),
    body: requiredText('The notice text is required', 20000),
  },
  translatable: ['title', 'body'],
  admin: {
    title: 'Privacy Notice',
    noun: 'Privacy Notice',
    errorNoun: 'privacy notice',
    emptyText: 'No privacy notice yet.',
    note: 'Each save is a new version of the notice, and every consent records the version the visitor agreed to. The public privacy page shows the version saved last.',
    columns: ['title', 'body', { field: 'updatedAt', header: 'Version', show: 'day' }],
    form: ['title', { name: 'body', label: 'Text', kind: 'textarea', rows: 16 }],
  },
});
