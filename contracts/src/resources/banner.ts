// The main site's banners: up to two images, a heading and a link.
import { LIMITS } from '../constants.js';
import { optionalText, requiredText } from '../fields.js';
import { type AdminFormField, defineContent } from './content-declaration.js';
import { legacyRoutes } from './declaration.js';

/** Both sites' banners take the same text fields (integrated-banner.ts reads them from here). */
export const BANNER_FIELDS = {
  title: requiredText('Title is required'),
  heading: requiredText('Heading is required'),
  paragraph: optionalText(),
  link: optionalText(500),
  /** What the link says, naming where it leads (search engines and screen readers read it); empty: worded from the link. */
  linkText: optionalText(60),
};
export const BANNER_TRANSLATABLE = ['title', 'heading', 'paragraph', 'linkText'] as const;
export const BANNER_FORM: ReadonlyArray<AdminFormField<keyof typeof BANNER_FIELDS>> = [
  { name: 'title' },
  { name: 'heading' },
  { name: 'link' },
  { name: 'linkText', label: 'Link text (where the link leads)' },
  { name: 'paragraph', kind: 'textarea' },
];

export const banner = defineContent({
  label: 'Banner',
  noun: 'banner',
  titleFields: ['title'],
  adminScreen: 'banner/main',
  ...legacyRoutes('Banner', 'Banner', 'banner'),
  files: {
    images: { kind: 'image', maxCount: LIMITS.bannerImages, requiredOnAdd: 'Please upload at least one image', tooMany: 'Only two images are allowed!' },
  },
  invalidId: 'Invalid banner ID',
  area: 'content:main',
  fields: BANNER_FIELDS,
  translatable: BANNER_TRANSLATABLE,
  admin: {
    title: 'Main Banners',
    noun: 'Banner',
    emptyText: 'No banners found.',
    numberHeader: 'S.No',
    columns: [{ field: 'images', header: 'Image', show: 'firstImage' }, 'title', 'heading', 'paragraph', 'link'],
    form: BANNER_FORM,
    saveNeeds: ['title', 'heading', 'images'],
  },
});
