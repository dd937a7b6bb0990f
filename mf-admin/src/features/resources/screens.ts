// Every content and submission screen of docs/behaviour.md §2.13, under its resource's key. A content resource's
// screen (words, columns, form fields in order) is plain data in its declaration (contracts/src/resources/); what
// it cannot say as data (a job's status cell, its row actions) is added here by key. The submissions' screens are
// declared here. defineScreen fills in from the resource's contract what the form must know.
import {
  type AdminColumn,
  choicesOf,
  CONTENT_DECLARATIONS,
  type ContentKey,
  dayInIndia as day,
  editInputOf,
  filesOf,
  formatIndianMobile,
  listEditing,
  momentInIndia as dateTime,
  RESOURCE_INPUTS,
  type ResourceKey,
  RESOURCES,
  type SubmissionKey,
} from '@site/contracts';
import type { z } from 'zod';
import type { DataColumn, Entity } from '@site/shared-ui';
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

const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : '');
const first = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v.split(',')[0]!.trim() : '');
const SHOWN = { text: cell, first, list, count: (v: unknown) => (Array.isArray(v) ? v.length : 0), day: (v: unknown) => day(v as string | undefined) };

/**
 * A column as declared: a field's text under its product label, or a thumbnail when the contract declares the field a
 * file; a declared column may show a list's first item, the list, a count or a day, with a text for empty values.
 */
function columnOf(declared: string | AdminColumn, fileFields: string[]): DataColumn<Row> {
  const {
    field: key,
    header = fieldLabel(key),
    show = fileFields.includes(key) ? 'image' : 'text',
    fallback,
    sortable,
  } = typeof declared === 'string' ? { field: declared } : declared;
  if (show === 'image') return { key, header, image: (r) => r[key] as string | undefined };
  if (show === 'firstImage') return { key, header, image: (r) => first(r[key]) };
  const shown = SHOWN[show];
  return { key, header, value: (r) => (fallback ? shown(r[key]) || fallback : shown(r[key])), ...(sortable === false && { sortable }) };
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

/** A submission's screen, declared here under its resource's key. */
const submissionScreen = <K extends SubmissionKey>(key: K, decl: Omit<ScreenDecl<K>, 'key'>): ScreenDef<K> => defineScreen({ ...decl, key } as ScreenDecl<K>);

/** A multi-line text field. */
const textarea = (name: string, label?: string): FieldDecl => ({ name, label, kind: 'textarea' });
/** A mobile number as people in India write it ("+91 98220 12345"); searched and sorted as stored. */
const MOBILE: DataColumn<Entity<ResourceKey>> = {
  key: 'mobile',
  header: 'Mobile',
  value: (r) => formatIndianMobile(String((r as { mobile?: unknown }).mobile ?? '')),
};
const RECEIVED: DataColumn<{ createdAt?: string }> = { key: 'createdAt', header: 'Received', value: (r) => dateTime(r.createdAt) };

type ColumnExtras<K extends ResourceKey> = Record<string, Pick<DataColumn<Entity<K>>, 'value' | 'render'>>;
/** What a content screen draws beyond its declaration: cells and row buttons of its own, by resource and column. */
const CONTENT_EXTRAS: { [K in ContentKey]?: { columns?: ColumnExtras<K>; rowActions?: ScreenDef<K>['rowActions'] } } = {
  jobs: {
    columns: {
      status: { value: (r) => jobStatusOf(r), render: (r) => createElement(JobStatusCell, { job: r }) },
      applications: { value: () => '', render: (r) => createElement(JobApplicationsCell, { job: r }) },
    },
    rowActions: JobActions,
  },
  services: {
    columns: {
      hours: { value: (r) => (r.businessHours ? `${r.businessHours.monday.openingTime}-${r.businessHours.monday.closingTime}` : '') },
    },
  },
};

/** A content resource's screen: its declaration's, with the cells and buttons it draws itself. */
function contentScreen<K extends ContentKey>(key: K): Omit<ScreenDecl<K>, 'key'> {
  const { columns, form, ...words } = CONTENT_DECLARATIONS[key].admin;
  const extras = CONTENT_EXTRAS[key] as { columns?: ColumnExtras<K>; rowActions?: ScreenDef<K>['rowActions'] } | undefined;
  const fileFields = filesOf(key).map((f) => f.field);
  return {
    ...words,
    rowActions: extras?.rowActions,
    columns: columns.map((c) => ({ ...(columnOf(c, fileFields) as DataColumn<Entity<K>>), ...extras?.columns?.[typeof c === 'string' ? c : c.field] })),
    fields: [...form],
  };
}

const CONTENT_SCREENS = Object.fromEntries(
  (Object.keys(CONTENT_DECLARATIONS) as ContentKey[]).map((key) => [key, defineScreen({ ...contentScreen(key), key } as ScreenDecl)]),
) as { [K in ContentKey]: ScreenDef<K> };

const SUBMISSION_SCREENS = {
  userContact: submissionScreen('userContact', {
    title: 'User Contacts',
    noun: 'Contact',
    errorNoun: 'contact',
    emptyText: 'No user contacts found.',
    numberHeader: 'S.No',
    csv: 'user-contacts',
    messages: { updateFailed: 'Failed to update contact!', deleteFailed: 'Failed to delete contact!' },
    columns: ['name', 'email', 'subject', 'message', RECEIVED],
    fields: ['name', { name: 'email', kind: 'email' }, 'subject', textarea('message')],
  }),
  ServiceEnquiry: submissionScreen('ServiceEnquiry', {
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
  }),
  homeEnquiry: submissionScreen('homeEnquiry', {
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
  }),
};

export const SCREENS = { ...CONTENT_SCREENS, ...SUBMISSION_SCREENS };

export type ScreenKey = keyof typeof SCREENS;
