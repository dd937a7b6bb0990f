import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, pino, type Logger } from 'pino';

export type LogDestination = DestinationStream;

/** The API's log: JSON lines on stdout, or on `destination` (tests read it there). */
export const createPino = (level: string, destination?: LogDestination) =>
  pino({ level, base: { service: 'api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] }, destination);

/** Nest's start-up chatter (one line per module and route) is debug detail, not news. */
const CHATTY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's own messages go to the same structured log as the requests. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger[CHATTY.has(context ?? '') ? 'debug' : 'info']({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
