import type { InjectionToken, ModuleMetadata } from '@nestjs/common';
import type { Model, SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import { editInputOf, filesOf, RESOURCE_INPUTS, RESOURCES, type ResourceDeclaration, type ResourceKey, type TranslationsEdit } from '@site/contracts';
import type { AccessLevel } from '../auth/access.decorator.js';
import type { FileField } from '../files/upload.interceptor.js';
import type { Doc, ResourceHooks } from './resource-hooks.js';

/** How a resource is used, declared by the room that owns it: the generic module reads these, never the resource's key. */
export interface ResourceRules {
  /** Who reads the list and one item, and who adds. */
  access: { read: AccessLevel; add: AccessLevel };
  /** Where its uploads are stored: served to anyone, or only through the back office. */
  files: 'public' | 'private';
  /** Its public reads are kept by the content cache, and every write drops them. */
  cached: boolean;
  /** The unpaged list and the default page order: newest first (else oldest first). */
  newestFirst: boolean;
  /** A visitor's form: the spam defence checks it and a repeat of it is stored once. */
  visitorForm: boolean;
}

/** The providers a resource's hooks take, and what makes the hooks of them (the model first). */
export interface HookFactory {
  imports: NonNullable<ModuleMetadata['imports']>;
  inject: InjectionToken[];
  make: (model: Model<Doc>, ...deps: never[]) => ResourceHooks;
}

/** A typed HookFactory: `make` gets the providers of `inject` in order. */
export const hooksFrom = <D extends unknown[]>(f: {
  imports?: HookFactory['imports'];
  inject: { [K in keyof D]: InjectionToken };
  make: (model: Model<Doc>, ...deps: D) => ResourceHooks;
}): HookFactory => ({ imports: f.imports ?? [], inject: f.inject as InjectionToken[], make: f.make as unknown as HookFactory['make'] });

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
  rules: ResourceRules;
  /** What the owning room adds to the generic create/read/update/delete. */
  hooks?: HookFactory;
  /**
   * Mongoose paths that need a type. Everything else is stored as the contract accepted it; declare a path only
   * for what mongoose must add, e.g. sub-documents that get their own _id.
   */
  schema?: SchemaDefinition;
  /** Site content a visitor reads in Hindi and Marathi too (docs/i18n.md); none: the resource is not translated. */
  translatable?: Translatable;
}

/** The fields of a resource that hold translations, and the check of the translations an add or edit sends. */
export interface Translatable {
  fields: readonly string[];
  /** The schema of `translations` in an add or edit; `english`: the item's English after the save (its structure is kept). */
  input(english?: Record<string, unknown>): z.ZodType<TranslationsEdit | undefined, unknown>;
}

export const defineResource = (
  key: ResourceKey,
  rules: ResourceRules,
  extra: Pick<ResourceDefinition, 'hooks' | 'schema' | 'translatable'> = {},
): ResourceDefinition => ({
  ...(RESOURCES[key] as ResourceDeclaration),
  key,
  input: RESOURCE_INPUTS[key] as z.ZodObject,
  editInput: editInputOf(key),
  files: filesOf(key),
  rules,
  ...extra,
});
