// What one content resource declares, in its own file beside this one (Payload CMS's collection configs are the
// model): its address and words, its fields (zod), which of them a reader gets in Hindi and Marathi, who edits it,
// what the public never sees, and its back-office screen as plain data (no React). The contracts, the API and the
// back office read it from the registry (index.ts); adding a field is a change to one declaration.
import type { z } from 'zod';
import type { AdminArea } from '../roles.js';
import type { ResourceDeclaration } from './declaration.js';

export type FieldShape = Record<string, z.ZodType>;

/** How the back office's form edits a text field. */
export type AdminInputKind = 'text' | 'textarea' | 'select' | 'number' | 'email' | 'date' | 'tel' | 'url';

/** A form field: labelled with the field's product label, a select when the schema lists the choices, unless said. */
export interface AdminFormField<N extends string = string> {
  name: N;
  label?: string;
  kind?: AdminInputKind;
  /** Choices the schema does not list (a rating kept as text). */
  options?: readonly string[];
  /** What each choice says in the select, when its stored value is not for reading ('none' -> 'Not asked'). */
  optionLabels?: Readonly<Record<string, string>>;
  /** The value of a new entry. */
  defaultValue?: string;
  /** Height of a textarea (3 lines unless given). */
  rows?: number;
}

/**
 * How a column shows its field: as text, the first item of a list, a list joined by commas, a thumbnail (of the
 * field or of its first image), a count of items, or a day.
 */
export type ColumnShow = 'text' | 'first' | 'list' | 'image' | 'firstImage' | 'count' | 'day';

export interface AdminColumn {
  /** A field, or a name the back office fills in (a job's applications). */
  field: string;
  header?: string;
  show?: ColumnShow;
  /** Shown when the value is empty. */
  fallback?: string;
  sortable?: false;
}

/** Texts of the screen that differ from the server's (success) or from the generic ones (failure). */
export interface AdminMessages {
  added?: string;
  updated?: string;
  deleted?: string;
  addFailed?: string;
  updateFailed?: string;
  deleteFailed?: string;
  saveRefused?: string;
  deleteRefused?: string;
  saveUnreachable?: string;
  deleteUnreachable?: string;
}

/** The back-office screen: its words, its table's columns and its form's fields in order. */
export interface AdminScreenDeclaration<N extends string = string> {
  title: string;
  /** 'Client' gives the modal titles Add Client / Edit Client. */
  noun: string;
  /** Used in the error texts ('Error: Failed to submit banner'). */
  errorNoun?: string;
  emptyText: string;
  numberHeader?: string;
  addLabel?: string;
  /** Help text under the screen's title. */
  note?: string;
  /** The columns that say what a row is, shown first; the resource's title fields otherwise. */
  lead?: readonly string[];
  messages?: AdminMessages;
  /** Missions and about cards do not prefill the image. */
  previewStoredImages?: boolean;
  /** Hint under the image input when editing. */
  editImageHint?: string;
  /** Save stays disabled until these text or (when adding) file fields are present. */
  saveNeeds?: readonly string[];
  /** The labels of the file inputs (the field's product label otherwise). */
  fileLabels?: Readonly<Record<string, string>>;
  /** A job's screening questions. */
  questionEditor?: boolean;
  /** Business hours per weekday and FAQ pairs (services). */
  serviceExtras?: boolean;
  /** A field name stands for its text (a file field for its thumbnail) under its product label. */
  columns: ReadonlyArray<string | AdminColumn>;
  /** A field name stands for a text input labelled with its product label. */
  form: ReadonlyArray<N | AdminFormField<N>>;
}

export interface ContentDeclaration<F extends FieldShape = FieldShape> extends Omit<ResourceDeclaration, 'access' | 'createDefaults'> {
  /** Who edits it (its public reads stay public). */
  area: AdminArea;
  /** The add payload; an edit accepts the same fields, each optional. Files are declared apart (`files`). */
  fields: F;
  /** The fields a visitor reads, each of which can hold a Hindi and a Marathi value (docs/i18n.md). */
  translatable: readonly string[];
  /** The document as the public gets it, when it differs from the office's (what the public never sees). */
  publicView?: <D extends Record<string, unknown>>(doc: D) => D;
  admin: AdminScreenDeclaration;
}

/** A declaration whose translated fields and form fields are among its fields (the type checker says which is not). */
export type DeclaredContent<F extends FieldShape> = ContentDeclaration<F> & {
  translatable: ReadonlyArray<keyof F & string>;
  admin: AdminScreenDeclaration<keyof F & string>;
};

export const defineContent = <F extends FieldShape>(declaration: DeclaredContent<F>): DeclaredContent<F> => declaration;
