// The office's own contact details both sites show (phone, e-mail, address...).
import { CONTACT_TYPES } from '../constants.js';
import { oneOf, requiredText } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { legacyRoutes } from './declaration.js';

const contactText = 'Contact Type and Description are required!';

export const adminContact = defineContent({
  label: 'Admin Contact',
  noun: 'admin contact',
  titleFields: ['description'],
  adminScreen: 'adminContact',
  ...legacyRoutes('adminContact', 'AdminContact', 'adminContact'),
  invalidId: 'Invalid Admin Contact ID',
  area: 'content:shared',
  fields: {
    contactType: oneOf(CONTACT_TYPES, contactText),
    description: requiredText(contactText, 1000),
  },
  translatable: ['description'],
  admin: {
    lead: ['contactType', 'description'],
    title: 'Admin Contact',
    noun: 'Contact',
    errorNoun: 'Admin Contact',
    emptyText: 'No adminContact found.',
    numberHeader: 'S.No',
    columns: ['contactType', 'description'],
    form: ['contactType', { name: 'description', kind: 'textarea' }],
  },
});
