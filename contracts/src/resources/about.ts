// The about section both sites show: three images, figures (projects, clients, staff, awards) and text.
import { LIMITS } from '../constants.js';
import { requiredText, textList } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

export const about = defineContent({
  label: 'About',
  noun: 'about section',
  titleFields: ['heading'],
  adminScreen: 'about/main',
  ...legacyRoutes('about', 'About', 'About'),
  files: {
    image: image('Main image is required'),
    smallImage: image('Small image is required'),
    profile: {
      kind: 'image',
      maxCount: LIMITS.aboutProfiles,
      requiredOnAdd: 'Please upload at least one profile image',
      tooMany: 'You can only upload up to 5 profile images.',
    },
  },
  invalidId: 'Invalid about ID',
  area: 'content:shared',
  fields: {
    heading: requiredText('Heading is required'),
    description: requiredText('Description is required'),
    text: requiredText('Text is required'),
    experience: requiredText('Experience is required', 200),
    projects: textList('Projects is required'),
    client: textList('Client is required'),
    staff: textList('Staff is required'),
    awards: textList('Awards is required'),
  },
  translatable: ['heading', 'description', 'text', 'experience', 'projects', 'client', 'staff', 'awards'],
  admin: {
    title: 'Main Abouts',
    noun: 'About',
    emptyText: 'No about content found.',
    numberHeader: 'S.No',
    columns: [
      { field: 'image', header: 'Image', show: 'firstImage' },
      'heading',
      'description',
      'text',
      'experience',
      { field: 'projects', show: 'first' },
      { field: 'client', show: 'first' },
      { field: 'staff', show: 'first' },
      { field: 'awards', show: 'first' },
    ],
    form: [
      'heading',
      'text',
      { name: 'description', kind: 'textarea' },
      'experience',
      { name: 'projects', label: 'Projects (figure and label)' },
      { name: 'client', label: 'Client (figure and label)' },
      { name: 'staff', label: 'Staff (figure and label)' },
      { name: 'awards', label: 'Awards (figure and label)' },
    ],
    fileLabels: { image: 'Main image', smallImage: 'Small image', profile: 'Profile images' },
  },
});
