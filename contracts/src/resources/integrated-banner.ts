// The integrated site's banners: one image and the main banners' text fields.
import { BANNER_FIELDS, BANNER_FORM, BANNER_TRANSLATABLE } from './banner.js';
import { defineContent } from './content-declaration.js';
import { image, legacyRoutes } from './declaration.js';

export const integratedBanner = defineContent({
  label: 'Integrated banner',
  noun: 'integrated banner',
  titleFields: ['title'],
  adminScreen: 'banner/integrated',
  ...legacyRoutes('integratedBanner', 'IntegratedBanner', 'integratedBanner'),
  files: { image: image('Please upload an image!') },
  invalidId: 'Invalid integrated banner ID',
  area: 'content:integrated',
  fields: BANNER_FIELDS,
  translatable: BANNER_TRANSLATABLE,
  admin: {
    title: 'Integrated Banners',
    noun: 'Banner',
    emptyText: 'No banners found.',
    numberHeader: 'S.No',
    columns: ['image', 'title', 'heading', 'paragraph', 'link'],
    form: BANNER_FORM,
  },
});
