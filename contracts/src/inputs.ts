// The payload schemas of every resource, by key, and the stored documents' types derived from them.
import type { z } from 'zod';
import { CONTENT_INPUTS } from './content.js';
import type { FileDeclaration, ResourceKey, RESOURCES } from './resources.js';
import type { ScreeningAnswer } from './screening.js';
import { EDIT_INPUTS, SUBMISSION_INPUTS } from './submissions.js';

export const RESOURCE_INPUTS = { ...CONTENT_INPUTS, ...SUBMISSION_INPUTS } as const satisfies Record<ResourceKey, z.ZodObject>;

/**
 * What an admin edit accepts: its own schema where one is declared, else the add payload with every field
 * optional. A visitor's consent is theirs: no edit changes it.
 */
export const editInputOf = (key: ResourceKey): z.ZodObject => {
  if (key in EDIT_INPUTS) return EDIT_INPUTS[key as keyof typeof EDIT_INPUTS];
  const input = RESOURCE_INPUTS[key] as z.ZodObject;
  return ('consent' in input.shape ? input.omit({ consent: true }) : input).partial();
};

/** A file field holds one stored path, or a list when more than one file may be sent. */
type StoredFile<F extends FileDeclaration> = F['maxCount'] extends 1 ? string : string[];
type StoredFiles<D> = D extends { files: infer F extends Record<string, FileDeclaration> }
  ? { [N in keyof F]?: StoredFile<F[N]> } & { [N in keyof F as F[N]['kind'] extends 'resume' ? `${N & string}Name` : never]?: string }
  : unknown;
/** An application keeps its screening answers as asked then (docs/behaviour.md §20). */
type StoredOnly<K> = K extends 'applyJobs' ? { screening?: ScreeningAnswer[]; knockout?: boolean } : unknown;
type EditOnly<K> = K extends keyof typeof EDIT_INPUTS ? Required<z.output<(typeof EDIT_INPUTS)[K]>> : unknown;

/** A document as the API lists it: the contract's fields, the stored file paths and the database's metadata. */
export type Entity<K extends ResourceKey> = z.output<(typeof RESOURCE_INPUTS)[K]> &
  EditOnly<K> &
  StoredOnly<K> &
  StoredFiles<(typeof RESOURCES)[K]> & { _id: string; createdAt?: string; updatedAt?: string };
