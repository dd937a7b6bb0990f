import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { LIMITS, MULTIPART_LIMITS, RESUME_MESSAGES } from '@site/contracts';
import type { FileDeclaration, FileKind } from '@site/contracts';

export type FileField = FileDeclaration & { field: string };

/** Which multipart bodies a route takes: its file fields, the text fields it knows, and whose form it is. */
export interface UploadRules {
  files: FileField[];
  /** Text fields the route reads; any other one is refused. */
  textFields: string[];
  /** A visitor's form: text fields of at most 16 KB; the back office's may be longer (admins only). */
  visitor: boolean;
}

const SIZE_MESSAGES: Record<FileKind, string> = {
  image: 'Image size exceeds 5MB limit',
  resume: RESUME_MESSAGES.size,
};

/**
 * Parses multipart bodies into memory with the route's file fields and limits; JSON bodies pass through. Limits
 * are applied while the body streams in: the first field, file or part over a bound ends the parse with 413
 * (the rest of the body is discarded, never buffered).
 */
export function UploadInterceptor({ files, textFields, visitor }: UploadRules): Type<NestInterceptor> {
  const fieldBytes = visitor ? MULTIPART_LIMITS.fieldBytes : MULTIPART_LIMITS.adminFieldBytes;
  const fileCount = files.reduce((n, f) => n + f.maxCount, 0);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: LIMITS.fileBytes,
      fieldSize: fieldBytes,
      fields: MULTIPART_LIMITS.fields,
      files: fileCount + 1,
      parts: MULTIPART_LIMITS.fields + fileCount + 1,
    },
    // One file more than the fields take, so the extra one meets the field's own message (LIMIT_UNEXPECTED_FILE).
  }).fields(files.map((f) => ({ name: f.field, maxCount: f.maxCount })));
  const known = new Set(textFields);

  const tooLarge: Record<string, string> = {
    LIMIT_FIELD_VALUE: `A form field is longer than ${fieldBytes / 1024} KB`,
    LIMIT_FIELD_COUNT: `A form may have at most ${MULTIPART_LIMITS.fields} fields`,
    LIMIT_PART_COUNT: `A form may have at most ${MULTIPART_LIMITS.fields} fields and ${fileCount} file(s)`,
    LIMIT_FILE_COUNT: `A form may have at most ${fileCount} file(s)`,
  };
  const toHttpError = (err: multer.MulterError | Error) => {
    if (!(err instanceof multer.MulterError)) return new BadRequestException(`Could not read the upload: ${err.message}`);
    const def = files.find((f) => f.field === err.field);
    if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(SIZE_MESSAGES[def?.kind ?? 'image']);
    if (tooLarge[err.code]) return new PayloadTooLargeException(tooLarge[err.code]);
    if (err.code === 'LIMIT_UNEXPECTED_FILE' && def) {
      return new BadRequestException(def.tooMany ?? `At most ${def.maxCount} file(s) may be sent as ${def.field}`);
    }
    if (err.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unexpected file field "${err.field}"`);
    return new BadRequestException(err.message);
  };

  @Injectable()
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((resolve, reject) =>
        upload(req, http.getResponse<Response>(), (err?: unknown) => (err ? reject(toHttpError(err as Error)) : resolve())),
      );
      // Only a multipart body is checked here: JSON bodies keep their old leniency (unknown fields are dropped).
      if (req.is('multipart/form-data')) {
        const unknown = Object.keys(req.body ?? {}).filter((k) => !known.has(k));
        if (unknown.length) throw new BadRequestException(`Unknown form field${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`);
      }
      return next.handle();
    }
  }
  return mixin(Interceptor);
}

export type UploadedFileMap = Record<string, Express.Multer.File[] | undefined>;
