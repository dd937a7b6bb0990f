// The integrated site's clients: a logo, an industry, a year and lists edited as comma-separated text.
import { commaList, optionalText, requiredText, yearNumber } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image } from './declaration.js';

export const clients = defineContent({
  label: 'Client',
  noun: 'client',
  titleFields: ['name'],
  adminScreen: 'cli',
  // Older than the legacy URL shape of the other resources.
  path: 'admin/clients',
  listKey: null,
  list: 'get',
  add: 'add',
  edit: 'update/:id',
  remove: 'delete/:id',
  files: { image: image() },
  invalidId: 'Invalid client ID',
  area: 'content:integrated',
  fields: {
    name: requiredText('Name is required', 200),
    industry: requiredText('Industry is required', 200),
    description: requiredText('Description is required'),
    year: yearNumber(),
    fullDescription: optionalText(),
    services: commaList(),
    achievements: commaList(),
  },
  translatable: ['name', 'industry', 'description', 'fullDescription', 'services', 'achievements'],
  admin: {
    title: 'Clients',
    noun: 'Client',
    errorNoun: 'client',
    emptyText: 'No clients found.',
    numberHeader: 'S.No',
    messages: { addFailed: 'Error saving client:', updateFailed: 'Error saving client:' },
    columns: [{ field: 'achievements', show: 'list' }, 'description', 'industry', 'name', { field: 'services', show: 'list' }, 'year', 'image'],
    form: [
      'name',
      'industry',
      { name: 'year', kind: 'number' },
      { name: 'services', label: 'Services (comma-separated)' },
      { name: 'achievements', label: 'Achievements (comma-separated)' },
      { name: 'description', kind: 'textarea' },
      { name: 'fullDescription', kind: 'textarea' },
    ],
    fileLabels: { image: 'Logo image' },
  },
});
