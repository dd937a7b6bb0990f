import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';

/** Every error answers JSON with a human-readable `message`; unexpected ones are logged, not leaked. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    if (!res.headersSent) sendError(res, exception);
  }
}

const logger = new Logger('Exceptions');

/**
 * Answers an error as JSON (a 503 says when to try again, with Retry-After) and logs the unexpected ones: used by
 * the filter for errors in handlers and by the Express error handler for errors in middleware (rate limits, body).
 */
export function sendError(res: Response, exception: unknown) {
  const answer = toResponse(exception);
  if (answer.status === 503 && !res.get('Retry-After')) res.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
  res.status(answer.status).json(answer.body);
  if (answer.status === 503 && isDatabaseUnavailable(exception)) logger.warn(`Database unavailable: ${(exception as Error).message}`);
  else if (answer.status >= 500) logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return answer;
}

export function toResponse(exception: unknown): { status: number; body: Record<string, unknown> } {
  if (isDatabaseUnavailable(exception)) return { status: 503, body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE } };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const raw = exception.getResponse();
    const body = typeof raw === 'string' ? { message: raw } : { ...(raw as Record<string, unknown>) };
    if (Array.isArray(body.message)) body.message = body.message.join('; ');
    return { status, body: { statusCode: status, ...body } };
  }
  // body-parser errors carry their own status and type.
  const err = exception as { status?: number; type?: string };
  if (err?.type === 'entity.parse.failed') return { status: 400, body: { statusCode: 400, message: 'Malformed JSON in request body' } };
  if (err?.type === 'entity.too.large') return { status: 413, body: { statusCode: 413, message: 'Request body is too large' } };
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    return { status: err.status, body: { statusCode: err.status, message: (exception as Error).message || 'Bad request' } };
  }
  return { status: 500, body: { statusCode: 500, message: 'Something went wrong on our side. Please try again.' } };
}
