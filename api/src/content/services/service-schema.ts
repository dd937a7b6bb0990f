import { Schema, type SchemaDefinition } from 'mongoose';

/** Each FAQ of a service is a sub-document, so it gets an _id (and keeps the one an edit sends back). */
export const SERVICE_SCHEMA: SchemaDefinition = { faqs: [new Schema({ question: String, answer: String })] };
