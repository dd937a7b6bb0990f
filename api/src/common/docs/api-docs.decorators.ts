// How a route describes itself in the OpenAPI document: its summary, what it accepts and what it answers, each from
// a contract's zod schema. Security and error answers are added to every operation from its access level
// (describe-operations.ts).
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { answerSchema, requestSchema } from './json-schema.js';

const SUCCESS: Record<number, string> = { 200: 'Done', 201: 'Created', 202: 'Accepted: the work goes on in the background' };

export const Summary = (summary: string, description?: string) => ApiOperation({ summary, ...(description && { description }) });

/** A JSON body. */
export const Accepts = (schema: z.ZodType) => ApiBody({ schema: requestSchema(schema) });

/** A form with files: the text fields of `schema` and each file field (a list where more than one file is taken). */
export function AcceptsFiles(schema: z.ZodObject, files: Array<{ field: string; many: boolean; required: boolean }>) {
  const json = requestSchema(schema);
  const binary = { type: 'string', format: 'binary' } as const;
  const fileProps = Object.fromEntries(files.map((f) => [f.field, f.many ? { type: 'array', items: binary } : binary]));
  const required = [...(json.required ?? []), ...files.filter((f) => f.required).map((f) => f.field)];
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { ...json, properties: { ...json.properties, ...fileProps }, ...(required.length && { required }) } }),
  );
}

export const Answers = (schema: z.ZodType, status = 200, description = SUCCESS[status] ?? 'Done') =>
  ApiResponse({ status, description, schema: answerSchema(schema) });

/** A file (or a CSV, a zip) sent as it is. */
export const AnswersFile = (description: string, ...mediaTypes: string[]) =>
  applyDecorators(ApiProduces(...mediaTypes), ApiResponse({ status: 200, description, schema: { type: 'string', format: 'binary' } }));

/** The query parameters of a contract's schema, each required or not as the schema says. */
export const QueryParams = (schema: z.ZodObject) =>
  applyDecorators(
    ...Object.entries(schema.shape).map(([name, field]) =>
      ApiQuery({ name, required: (field as z.ZodType)._zod.optin !== 'optional', schema: requestSchema(field as z.ZodType) }),
    ),
  );

/** The path parameters of a contract's schema (for a route that validates them together with @Param()). */
export const PathParams = (schema: z.ZodObject) =>
  applyDecorators(...Object.entries(schema.shape).map(([name, field]) => ApiParam({ name, required: true, schema: requestSchema(field as z.ZodType) })));

/** An error answer only this route gives (the shared ones are added from its access level and inputs). */
export const AnswersError = (status: number, description: string) =>
  // As content rather than a schema, so a route that produces files still answers its errors as JSON.
  ApiResponse({ status, description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
