import type { SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import { editInputOf, filesOf, RESOURCE_INPUTS, RESOURCES, type ResourceDeclaration, type ResourceKey } from '@site/contracts';
import type { FileField } from '../files/upload.interceptor.js';

/**
 * A resource as the API serves it: its contract declaration plus what only the server needs. The shared shape
 * (list, add, edit, delete, uploads, validation, messages) is built once from this by createResourceModule.
 */
export interface ResourceDefinition extends Omit<ResourceDeclaration, 'files'> {
  /** Model and collection name; also the key of the resource in the demo content. */
  key: ResourceKey;
  input: z.ZodObject;
  editInput: z.ZodObject;
  files: FileField[];
  /**
   * Mongoose paths that need a type. Everything else is stored as the contract accepted it; declare a path only
   * for what mongoose must add, e.g. sub-documents that get their own _id.
   */
  schema?: SchemaDefinition;
}

export const defineResource = (key: ResourceKey, schema?: SchemaDefinition): ResourceDefinition => ({
  ...(RESOURCES[key] as ResourceDeclaration),
  key,
  input: RESOURCE_INPUTS[key] as z.ZodObject,
  editInput: editInputOf(key),
  files: filesOf(key),
  schema,
});

/** Visitors' submissions: anyone adds, admins list (newest first), and their files are private. */
export const isSubmission = (def: Pick<ResourceDeclaration, 'access'>) => def.access === 'submission';
