import type { SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import type { ResourceRoutes } from '../../contracts/index.js';
import type { FileField } from '../files/upload.interceptor.js';

/**
 * Everything that differs between the site's resources. The shared shape (list, add, edit, delete, uploads,
 * validation, messages) is built once from this by createResourceModule.
 */
export interface ResourceDefinition extends ResourceRoutes {
  /** Model and collection name; also the key of the resource in the demo content. */
  key: string;
  /** Used in messages: '<Label> added successfully'. */
  label: string;
  /** Add payload; edit uses `editInput` or, by default, the same schema with every field optional. */
  input: z.ZodObject;
  editInput?: z.ZodObject;
  /**
   * Mongoose paths that need a type. Everything else is stored as the contract accepted it; declare a path only
   * for what mongoose must add, e.g. sub-documents that get their own _id.
   */
  schema?: SchemaDefinition;
  files?: FileField[];
  /** Keep the uploader's file name beside the stored path (`<field>Name`), e.g. for resume downloads. */
  keepFileNames?: boolean;
  /** Files of this resource are private (served to admins only). */
  privateFiles?: boolean;
  /**
   * A visitor submission (enquiries, contacts, applications): anyone may add, only admins list, newest first.
   * Otherwise it is site content: anyone may list, only admins add. Edit and delete are always admin-only.
   */
  submission?: boolean;
  /** Server-set fields of a new document (e.g. an application's first status). */
  createDefaults?: Record<string, unknown>;
  /** Message for a malformed or unknown id, as the spec words it ('Invalid banner ID'). */
  invalidId: string;
}

export const defineResource = (def: ResourceDefinition) => def;
