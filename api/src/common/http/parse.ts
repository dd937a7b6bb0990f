import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** Validates input with a contract schema; the first problem becomes the 400 `message`, all are listed in `errors`. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw new BadRequestException({ message: errors[0]?.message ?? 'Invalid input', errors });
}
