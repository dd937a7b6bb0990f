// The main site's help cards: three images, a heading, a text and the page the card leads to.
import { requiredText, sitePath } from '../fields.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

const helpText = 'Heading and text are required!';
const ALL_IMAGES = 'All images are required!';

export const help = defineContent({
  label: 'Help',
  noun: 'help card',
  titleFields: ['heading'],
  adminScreen: 'main/help',
  ...legacyRoutes('help', 'Help', 'Help'),
  files: { image: image(ALL_IMAGES), bannerImage: image(ALL_IMAGES), rightImage: image(ALL_IMAGES) },
  invalidId: 'Invalid Help ID',
  area: 'content:main',
  fields: {
    heading: requiredText(helpText),
    text: requiredText(helpText),
    /** The page the card leads to (a service's page, the jobs list); none leaves the card without a link. */
    link: sitePath(),
  },
  translatable: ['heading', 'text'],
  admin: {
    title: 'Main Help Cards',
    noun: 'Help Card',
    errorNoun: 'Help',
    emptyText: 'No Help content found.',
    numberHeader: 'S.No',
    columns: ['image', 'bannerImage', 'rightImage', 'heading', 'text'],
    form: ['heading', { name: 'text', kind: 'textarea' }, { name: 'link', label: 'Link (a page of this site, such as /main/jobs)' }],
    fileLabels: { image: 'Image', bannerImage: 'Small (banner) image', rightImage: 'Right image' },
  },
});
