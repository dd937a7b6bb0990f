// Every content and submission screen of docs/behaviour.md §2.13 as a declaration over ResourceScreen, under its
// resource's key. A screen declares the UI only; defineScreen fills in from the resource's contract what the form must know.
import { choicesOf, editInputOf, filesOf, formatIndianMobile, listEditing, RESOURCE_INPUTS, RESOURCES, type ResourceKey } from '@site/contracts';
import type { z } from 'zod';
import type { DataColumn, Entity } from '@site/shared-ui';
import { day, dateTime } from '../../lib/dates';
import { fieldLabel } from '../../lib/field-labels';
import { createElement } from 'react';
import { jobStatusOf } from '@site/contracts/jobs';
import { JobActions, JobApplicationsCell, JobStatusCell } from './job-extras';
import type { FieldDecl, FileFieldDef, ScreenDecl, ScreenDef, TextFieldDef } from './types';

function fieldOf(decl: FieldDecl, schema: z.ZodType | undefined): TextFieldDef {
  const options = choicesOf(schema) ?? decl.options;
  const edit = schema && listEditing.get(schema)?.edit;
  return {
    ...decl,
    label: decl.label ?? fieldLabel(decl.name),
    kind: decl.kind ?? (options ? 'select' : 'text'),
    options,
    required: schema ? !schema.safeParse(undefined).success : false,
    firstOfList: edit === 'first' || undefined,
    commaList: edit === 'comma' || undefined,
  };
}

type Row = Record<string, unknown>;
const cell = (v: unknown) => (typeof v === 'number' ? v : v == null ? '' : String(v));

/** A column named by a field: the field's text, or a thumbnail when the contract declares it a file. */
function columnOf(key: string, fileFields: string[]): DataColumn<Row> {
  return fileFields.includes(key)
    ? { key, header: fieldLabel(key), image: (r) => r[key] as string | undefined }
    : { key, header: fieldLabel(key), value: (r) => cell(r[key]) };
}

function defineScreen<K extends ResourceKey>({ fileLabels, ...decl }: ScreenDecl<K>): ScreenDef<K> {
  const input = RESOURCE_INPUTS[decl.key] as z.ZodObject;
  const fileFields = filesOf(decl.key).map((f) => f.field);
  const files = filesOf(decl.key).map((f): FileFieldDef => ({
    name: f.field,
    label: fileLabels?.[f.field] ?? fieldLabel(f.field),
    kind: 'image',
    max: f.maxCount > 1 ? f.maxCount : undefined,
    tooMany: f.tooMany,
    requiredOnAdd: f.requiredOnAdd,
  }));
  const fields = decl.fields.map((f) => (typeof f === 'string' ? { name: f } : f));
  return {
    ...decl,
    path: RESOURCES[decl.key].adminScreen,
    columns: decl.columns.map((c) => (typeof c === 'string' ? (columnOf(c, fileFields) as DataColumn<Entity<K>>) : c)),
    fields: fields.map((f) => fieldOf(f, input.shape[f.name] as z.ZodType | undefined)),
    files,
    multipart: files.length > 0,
    canAdd: RESOURCES[decl.key].access === 'content',
    // A visitor's submission is only ever edited here: checked as the API checks an edit (a booking whose day has
    // passed keeps its date).
    schema: (RESOURCES[decl.key].access === 'content' ? input : editInputOf(decl.key)).pick(
      Object.fromEntries([...fields.map((f) => f.name), ...(decl.questionEditor ? ['questions'] : [])].map((name) => [name, true])) as Record<string, true>,
    ),
  };
}

/** Each screen under its resource's key. */
function defineScreens<D extends { [K in ResourceKey]?: Omit<ScreenDecl<K>, 'key'> }>(decls: D): { [K in keyof D & ResourceKey]: ScreenDef<K> } {
  return Object.fromEntries(Object.entries(decls).map(([key, decl]) => [key, defineScreen({ ...decl, key } as ScreenDecl)])) as never;
}

const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '');
const first = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v.split(',')[0]!.trim() : '');
/** A multi-line text field. */
const textarea = (name: string, label?: string): FieldDecl => ({ name, label, kind: 'textarea' });
/** Both banner screens edit the same text fields. */
const BANNER_FIELDS: FieldDecl[] = [
  { name: 'title' },
  { name: 'heading' },
  { name: 'link' },
  { name: 'linkText', label: 'Link text (where the link leads)' },
  textarea('paragraph'),
];
const KEEP_IMAGE = 'Leave empty to keep the current image';
/** A mobile number as people in India write it ("+91 98220 12345"); searched and sorted as stored. */
const MOBILE: DataColumn<Entity<ResourceKey>> = {
  key: 'mobile',
  header: 'Mobile',
  value: (r) => formatIndianMobile(String((r as { mobile?: unknown }).mobile ?? '')),
};
const RECEIVED: DataColumn<{ createdAt?: string }> = { key: 'createdAt', header: 'Received', value: (r) => dateTime(r.createdAt) };

export const SCREENS = defineScreens({
  clients: {
    title: 'Clients',
    noun: 'Client',
    emptyText: 'No clients found.',
    numberHeader: 'S.No',
    columns: [
      { key: 'achievements', header: 'Achievements', value: (r) => list(r.achievements) },
      'description',
      'industry',
      'name',
      { key: 'services', header: 'Services', value: (r) => list(r.services) },
      'year',
      'image',
    ],
    fields: [
      'name',
      'industry',
      { name: 'year', kind: 'number' },
      { name: 'services', label: 'Services (comma-separated)' },
      { name: 'achievements', label: 'Achievements (comma-separated)' },
      textarea('description'),
      textarea('fullDescription'),
    ],
    fileLabels: { image: 'Logo image' },
    errorNoun: 'client',
    messages: { addFailed: 'Error saving client:', updateFailed: 'Error saving client:' },
  },
  jobs: {
    title: 'Jobs',
    noun: 'Job',
    emptyText: 'No jobs available.',
    numberHeader: '#',
    messages: { addFailed: 'Failed to add job!', updateFailed: 'Failed to update job!', deleteFailed: 'Failed to delete job!' },
    columns: [
      { key: 'jobTitle', header: 'Job Title', value: (r) => r.jobTitle },
      'location',
      { key: 'jobType', header: 'Type', value: (r) => r.jobType || 'Full-time' },
      'description',
      'experience',
      { key: 'salary', header: 'Salary', value: (r) => first(r.salary) || 'Not specified' },
      { key: 'status', header: 'Status', value: (r) => jobStatusOf(r), render: (r) => createElement(JobStatusCell, { job: r }) },
      { key: 'applications', header: 'Applications', value: () => '', sortable: false, render: (r) => createElement(JobApplicationsCell, { job: r }) },
    ],
    rowActions: JobActions,
    // The applications' counts lead to the candidates of the job: kept on screen at 1366 px.
    lead: ['jobTitle', 'applications'],
    questionEditor: true,
    fields: [
      'jobTitle',
      'location',
      { name: 'jobType', label: 'Job Type' },
      { name: 'status', label: 'Status', defaultValue: 'Open' },
      { name: 'closesOn', label: 'Closing date (last day to apply, optional)', kind: 'date' },
      'experience',
      'salary',
      textarea('description'),
      textarea('requirement', 'Requirements (one per line)'),
      textarea('benefit', 'Benefits (one per line)'),
    ],
  },
  banner: {
    title: 'Main Banners',
    noun: 'Banner',
    emptyText: 'No banners found.',
    numberHeader: 'S.No',
    columns: [{ key: 'images', header: 'Image', image: (r) => first(r.images) }, 'title', 'heading', 'paragraph', 'link'],
    fields: BANNER_FIELDS,
    saveNeeds: ['title', 'heading', 'images'],
  },
  services: {
    title: 'Main Services',
    noun: 'Service',
    emptyText: 'No services found.',
    numberHeader: 'S.No',
    serviceExtras: true,
    columns: [
      'image',
      'title',
      'description',
      { key: 'hours', header: 'Monday', value: (r) => (r.businessHours ? `${r.businessHours.monday.openingTime}-${r.businessHours.monday.closingTime}` : '') },
      { key: 'faqs', header: 'FAQs', value: (r) => r.faqs?.length ?? 0 },
    ],
    fields: ['title', textarea('description')],
    saveNeeds: ['title', 'description', 'image'],
  },
  about: {
    title: 'Main Abouts',
    noun: 'About',
    emptyText: 'No about content found.',
    numberHeader: 'S.No',
    columns: [
      { key: 'image', header: 'Image', image: (r) => first(r.image) },
      'heading',
      'description',
      'text',
      'experience',
      { key: 'projects', header: 'Projects', value: (r) => first(r.projects) },
      { key: 'client', header: 'Client', value: (r) => first(r.client) },
      { key: 'staff', header: 'Staff', value: (r) => first(r.staff) },
      { key: 'awards', header: 'Awards', value: (r) => first(r.awards) },
    ],
    fields: [
      'heading',
      'text',
      textarea('description'),
      'experience',
      { name: 'projects', label: 'Projects (figure and label)' },
      { name: 'client', label: 'Client (figure and label)' },
      { name: 'staff', label: 'Staff (figure and label)' },
      { name: 'awards', label: 'Awards (figure and label)' },
    ],
    fileLabels: { image: 'Main image', smallImage: 'Small image', profile: 'Profile images' },
  },
  missions: {
    title: 'Main Mission & Vision',
    noun: 'Mission',
    emptyText: 'No missions found.',
    numberHeader: 'S.No',
    previewStoredImages: false,
    editImageHint: KEEP_IMAGE,
    columns: ['title', 'description', 'image'],
    fields: ['title', textarea('description')],
  },
  integratedMission: {
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
    fields: ['title', textarea('description'), 'heading', textarea('content'), 'text', textarea('paragraph')],
  },
  testimonial: {
    title: 'Testimonial Management',
    noun: 'Testimonial',
    emptyText: 'No Testimonial found.',
    numberHeader: 'S.No',
    columns: ['image', 'name', 'designation', 'feedback', 'star'],
    fields: [
      'name',
      'designation',
      { name: 'star', label: 'Star', kind: 'select', options: ['1', '2', '3', '4', '5'], defaultValue: '5' },
      textarea('feedback'),
    ],
  },
  adminContact: {
    lead: ['contactType', 'description'],
    title: 'Admin Contact',
    noun: 'Contact',
    errorNoun: 'Admin Contact',
    emptyText: 'No adminContact found.',
    numberHeader: 'S.No',
    columns: [{ key: 'contactType', header: 'Contact Type', value: (r) => r.contactType }, 'description'],
    fields: ['contactType', textarea('description')],
  },
  userContact: {
    title: 'User Contacts',
    noun: 'Contact',
    errorNoun: 'contact',
    emptyText: 'No user contacts found.',
    numberHeader: 'S.No',
    csv: 'user-contacts',
    messages: { updateFailed: 'Failed to update contact!', deleteFailed: 'Failed to delete contact!' },
    columns: ['name', 'email', 'subject', 'message', RECEIVED],
    fields: ['name', { name: 'email', kind: 'email' }, 'subject', textarea('message')],
  },
  integratedBanner: {
    title: 'Integrated Banners',
    noun: 'Banner',
    emptyText: 'No banners found.',
    numberHeader: 'S.No',
    columns: ['image', 'title', 'heading', 'paragraph', 'link'],
    fields: BANNER_FIELDS,
  },
  ServiceEnquiry: {
    title: 'Main Services Enquiry',
    noun: 'Enquiry',
    errorNoun: 'enquiry',
    emptyText: 'No service enquiries found.',
    numberHeader: 'S.No',
    csv: 'service-enquiries',
    messages: {
      updated: 'Enquiry Updated!',
      deleted: 'Enquiry Deleted!',
      saveRefused: 'Something went wrong!',
      saveUnreachable: 'Failed to submit data.',
      deleteRefused: 'Failed to delete.',
      deleteUnreachable: 'Error deleting data.',
    },
    columns: ['name', 'email', MOBILE, 'address', 'service', { key: 'date', header: 'Date', value: (r) => day(r.date) }],
    fields: ['name', { name: 'email', kind: 'email' }, { name: 'mobile', kind: 'tel' }, { name: 'date', kind: 'date' }, textarea('address')],
  },
  help: {
    title: 'Main Help Cards',
    noun: 'Help Card',
    errorNoun: 'Help',
    emptyText: 'No Help content found.',
    numberHeader: 'S.No',
    columns: [
      'image',
      { key: 'bannerImage', header: 'Banner Image', image: (r) => r.bannerImage },
      { key: 'rightImage', header: 'Right Image', image: (r) => r.rightImage },
      'heading',
      'text',
    ],
    fields: ['heading', textarea('text'), { name: 'link', label: 'Link (a page of this site, such as /main/jobs)' }],
    fileLabels: { image: 'Image', bannerImage: 'Small (banner) image', rightImage: 'Right image' },
  },
  homeEnquiry: {
    lead: ['fullName'],
    title: 'Home Enquiry',
    noun: 'Enquiry',
    errorNoun: 'enquiry',
    emptyText: 'No home Enquiry available.',
    numberHeader: 'S.No',
    csv: 'home-enquiries',
    columns: [
      { key: 'fullName', header: 'Full Name', value: (r) => `${r.firstName} ${r.lastName}`.trim() },
      'email',
      MOBILE,
      'service',
      'description',
      RECEIVED,
    ],
    fields: ['firstName', 'lastName', { name: 'email', kind: 'email' }, { name: 'mobile', kind: 'tel' }, 'service', textarea('description')],
  },
  aboutCards: {
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
    fields: [],
  },
  privacyNotice: {
    title: 'Privacy Notice',
    noun: 'Privacy Notice',
    errorNoun: 'privacy notice',
    emptyText: 'No privacy notice yet.',
    note: 'Each save is a new version of the notice, and every consent records the version the visitor agreed to. The public privacy page shows the version saved last.',
    columns: ['title', 'body', { key: 'updatedAt', header: 'Version', value: (r) => day(r.updatedAt) }],
    fields: ['title', { name: 'body', label: 'Text', kind: 'textarea', rows: 16 }],
  },
});

export type ScreenKey = keyof typeof SCREENS;
