import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, mixin, type NestInterceptor, PayloadTooLargeException, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { LIMITS, RESUME_MESSAGES } from '@site/contracts';
import type { FileDeclaration, FileKind } from '@site/contracts';

export type FileField = FileDeclaration & { field: string };

const SIZE_MESSAGES: Record<FileKind, string> = {
  image: 'Image size exceeds 5MB limit',
  resume: RESUME_MESSAGES.size,
};

/** Parses multipart bodies into memory with the resource's file fields and limits; JSON bodies pass through. */
export function UploadInterceptor(fields: FileField[]): Type<NestInterceptor> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LIMITS.fileBytes, fieldSize: 1024 * 1024, fields: 100, parts: 200 },
  }).fields(fields.map((f) => ({ name: f.field, maxCount: f.maxCount })));

  const toHttpError = (err: multer.MulterError | Error) => {
    if (!(err instanceof multer.MulterError)) return new BadRequestException(`Could not read the upload: ${err.message}`);
    const def = fields.find((f) => f.field === err.field);
    if (err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(SIZE_MESSAGES[def?.kind ?? 'image']);
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
      await new Promise<void>((resolve, reject) =>
        upload(http.getRequest<Request>(), http.getResponse<Response>(), (err?: unknown) =>
          err ? reject(toHttpError(err as Error)) : resolve(),
        ),
      );
      return next.handle();
    }
  }
  return mixin(Interceptor);
}

export type UploadedFileMap = Record<string, Express.Multer.File[] | undefined>;
