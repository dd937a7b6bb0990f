// The zod-free vocabulary of a resource's declaration: its address on the API, its files, its words. The first
// page loads it (resources.ts); the content resources' own declarations (content-declaration.ts) build on it.

export type FileKind = 'image' | 'resume';

export interface FileDeclaration {
  kind: FileKind;
  /** More than one means the field holds a list. */
  maxCount: number;
  /** Message when an add comes without this file; absent = optional. */
  requiredOnAdd?: string;
  /** Message when more than maxCount files come. */
  tooMany?: string;
}

export interface ResourceRoutes {
  path: string;
  /** Key of the list in the response; null = the bare array. */
  listKey: string | null;
  list: string;
  add: string;
  edit: string;
  remove: string;
}

export interface ResourceDeclaration extends ResourceRoutes {
  /** Used in messages: '<Label> added successfully'. */
  label: string;
  /** The singular product name in sentences: "Delete the job 'Security Supervisor'?", "… changed the job …". */
  noun: string;
  /** The fields that name one item (joined by a space), e.g. a job's jobTitle; none for an image-only item. */
  titleFields: readonly string[];
  /**
   * 'content': anyone lists it, only admins add. 'submission': a visitor's message (enquiry, contact,
   * application): anyone adds, only admins list, newest first, and its files are private.
   * Edit and delete are always admin-only.
   */
  access: 'content' | 'submission';
  files?: Readonly<Record<string, FileDeclaration>>;
  /** The resource's back-office screen, under /admin/ (a submission's e-mails and the audit log link there). */
  adminScreen: string;
  /** Server-set fields of a new document (e.g. an application's first status). */
  createDefaults?: Readonly<Record<string, unknown>>;
  /** Message for a malformed or unknown id ('Invalid banner ID'). */
  invalidId: string;
}

/**
 * The legacy URL shape: `admin/<segment>/get<Name>`, `add<Name>`, `edit<Name>/:id`, `delete<Name>/:id`.
 * Old clients call these exact paths, odd capitals included (see docs/glossary.md).
 */
export const legacyRoutes = (segment: string, name: string, listKey: string | null): ResourceRoutes => ({
  path: `admin/${segment}`,
  listKey,
  list: `get${name}`,
  add: `add${name}`,
  edit: `edit${name}/:id`,
  remove: `delete${name}/:id`,
});

/** One image, required on add when a message is given. */
export const image = (requiredOnAdd?: string) => ({ kind: 'image', maxCount: 1, requiredOnAdd }) as const;
