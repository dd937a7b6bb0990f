// Every content and submission resource of the API, from the contract's declarations. AdminLogin and UserLogin
// live in auth/; the resume download and preview of applications in apply-jobs/.
import { Schema, type SchemaDefinition } from 'mongoose';
import { RESOURCE_KEYS, type ResourceKey } from '@site/contracts';
import { defineResource } from '../common/resource/resource-definition.js';

/** Each FAQ of a service is a sub-document, so it gets an _id (and keeps the one an edit sends back). */
const SCHEMAS: Partial<Record<ResourceKey, SchemaDefinition>> = {
  services: { faqs: [new Schema({ question: String, answer: String })] },
};

export const RESOURCE_DEFINITIONS = RESOURCE_KEYS.map((key) => defineResource(key, SCHEMAS[key]));

export const definitionOf = (key: ResourceKey) => RESOURCE_DEFINITIONS.find((d) => d.key === key)!;
