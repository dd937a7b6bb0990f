// A back-office screen is a declaration of what is UI only: which resource, its columns, the order and labels of
// its form fields, and its texts. Everything the contract knows (schema, choices, files and their limits, who may
// add) is filled in from the resource's declaration by defineScreen (screens.ts).
import type { AdminFormField, AdminInputKind } from '@site/contracts';
import type { ResourceKey } from '@site/contracts/resources';
import type { DataColumn, Entity } from '@site/shared-ui';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FailureTexts } from '../../lib/failure-text';

/** How a form edits a text field (the same words a content resource's declaration uses). */
export type TextKind = AdminInputKind;

export interface TextFieldDef {
  name: string;
  label: string;
  kind: TextKind;
  options?: readonly string[];
  /** What each option says, when its stored value is not for reading. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Stored as a list whose first element is the text (docs/behaviour.md §3: salary, requirement, projects...). */
  firstOfList?: boolean;
  /** Stored as a list, edited as comma-separated text (clients' services and achievements). */
  commaList?: boolean;
  /** The value of a new entry. */
  defaultValue?: string;
  /** Marked required (the schema gives the message). */
  required?: boolean;
  /** Height of a textarea (3 lines unless given). */
  rows?: number;
}

/** A form field as a screen (or a content resource's declaration) gives it; the rest comes from the contract. */
export type FieldDecl = AdminFormField;

export interface FileFieldDef {
  name: string;
  label: string;
  kind: 'image';
  /** More than one file (banner images, about profiles). */
  max?: number;
  tooMany?: string;
  /** Message when adding without a file. */
  requiredOnAdd?: string;
}

export type Values = Record<string, unknown>;

export interface ScreenDef<K extends ResourceKey = ResourceKey> {
  key: K;
  /** Under /admin/: the resource's declared back-office screen. */
  path: string;
  title: string;
  /** 'Client' gives the modal titles Add Client / Edit Client. */
  noun: string;
  /** Used in the error texts ('Error: Failed to submit banner'). */
  errorNoun?: string;
  emptyText: string;
  numberHeader?: string;
  columns: DataColumn<Entity<K>>[];
  fields: TextFieldDef[];
  files?: FileFieldDef[];
  /** Business hours per weekday and FAQ pairs (main services). */
  serviceExtras?: boolean;
  /** A job's screening questions (docs/behaviour.md §20). */
  questionEditor?: boolean;
  /** Sent as multipart (forms with files); JSON otherwise. */
  multipart: boolean;
  /** Site content: admins add it. Visitors' submissions are only reviewed. */
  canAdd: boolean;
  /** docs/behaviour.md §4: missions and about cards do not prefill the image. */
  previewStoredImages?: boolean;
  /** The contract schema of the text fields (the form validates with it). */
  schema: z.ZodType;
  /** Product texts that differ from the server's (success) or from the generic §8 ones (failure). */
  messages?: FailureTexts & {
    added?: string;
    updated?: string;
    deleted?: string;
  };
  /**
   * docs/behaviour.md §5: Save stays disabled until these are present: text fields by name, and file fields by name (a file
   * is needed only when adding; an edit keeps the stored images).
   */
  saveNeeds?: readonly string[];
  addLabel?: string;
  /** Offers a CSV of every row that matches the search (all pages). */
  csv?: string;
  /** Hint under the image input when editing. */
  editImageHint?: string;
  /** More buttons of a row, before Edit (a job's Close and Mark filled). */
  rowActions?: ComponentType<{ row: Entity<K> }>;
  /** Help text under the screen's title. */
  note?: string;
  /** The columns that say what a row is, shown first (lib/lead-columns.ts); the resource's title fields otherwise. */
  lead?: readonly string[];
}

/** What a screen declares: the UI. `fileLabels` names the contract's file inputs; `menu` is its sidebar label. */
export type ScreenDecl<K extends ResourceKey = ResourceKey> = Omit<
  ScreenDef<K>,
  'path' | 'columns' | 'fields' | 'files' | 'multipart' | 'canAdd' | 'schema'
> & {
  /** A field name stands for its text (or, for a file field, its thumbnail) under the capitalised name. */
  columns: Array<DataColumn<Entity<K>> | string>;
  /** A field name stands for a text input labelled with the capitalised name. */
  fields: Array<FieldDecl | string>;
  fileLabels?: Record<string, string>;
};
