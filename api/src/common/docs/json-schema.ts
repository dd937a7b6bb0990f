// The contracts' zod schemas as OpenAPI 3.0 schema objects, with zod's own converter.
import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

type Io = 'input' | 'output';

/** What a client sends: the schema as it accepts values (before trimming, defaults and conversions). */
export const requestSchema = (schema: z.ZodType) => convert(schema, 'input');

/** What the API answers: the schema's output. */
export const answerSchema = (schema: z.ZodType) => convert(schema, 'output');

function convert(schema: z.ZodType, io: Io): SchemaObject {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    // A custom check or conversion has no JSON Schema: it is described as any value rather than refused.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
      // A conversion's output (text trimmed, a default filled in, a list filtered) has the type of what went in.
      if (io === 'output' && def.type === 'pipe' && def.out?._zod.def.type === 'transform') Object.assign(jsonSchema, convert(def.in!, io));
      // Answers are open objects: a field the API adds later must break no client.
      if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  }) as SchemaObject;
}
