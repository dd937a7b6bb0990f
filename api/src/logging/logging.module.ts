import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { type DynamicModule, Inject, Injectable, Module, Scope } from '@nestjs/common';
import { Logger, LoggerModule, PARAMS_PROVIDER_TOKEN, type Params, PinoLogger } from 'nestjs-pino';
import { type DestinationStream, pino, type Logger as Pino } from 'pino';

export type LogDestination = DestinationStream;

/** `/application/<token>...` is logged as `/application/[token]...`: the token opens a person's application. */
export const redactTokens = (path: string) => path.replace(/^(\/+application\/)[^/]+/i, '$1[token]');

/** The path a request asked for, without its query string, and with a candidate's private-link token hidden. */
const pathOf = (req: { originalUrl?: string; url?: string }) => redactTokens((req.originalUrl ?? req.url ?? '').split('?')[0]!);

const PROBES = new Set(['/health', '/health/live', '/health/ready']);

/**
 * The request log, one JSON line per request with the method, the path and the status code only: a query string
 * may carry a token (a resume link) or what a visitor searched for, a candidate's page has its token in the path,
 * and headers carry credentials. /health, /health/live and /health/ready (polled by monitors and load balancers)
 * are not logged.
 */
const httpLogOptions = (logger: Pino): Params['pinoHttp'] => ({
  logger,
  // Nest mounts the middleware under a path pattern, so `url` may be cut down; `originalUrl` is whole.
  autoLogging: { ignore: (req: IncomingMessage & { originalUrl?: string }) => PROBES.has(pathOf(req)) },
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: pathOf(req) }),
    res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  },
});

/**
 * nestjs-pino is built for one app per process: it keeps one pino-http middleware (made from the options of the
 * first app that asks, then handed to every later one) and, outside a request, logs to that middleware's logger.
 * The API runs one app per process, but its tests start several in one process, each with its own log and level.
 * Two of the library's internals, not exported from its entry point, make that work: its reset (so each app builds
 * its own middleware) and its request context (so a log made outside any request goes to its own app's logger).
 * The multi-app logging test fails if an upgrade moves or changes them.
 */
const internals = path.join(path.dirname(createRequire(import.meta.url).resolve('nestjs-pino/package.json')), 'dist/esm');
const internal = async <T>(file: string) => (await import(pathToFileURL(path.join(internals, file)).href)) as T;
const { __resetOutOfContextForTests: forgetEarlierApps } = await internal<{ __resetOutOfContextForTests: () => void }>('PinoLogger.js');
const { storage: requestContext } = await internal<{ storage: AsyncLocalStorage<{ logger: Pino }> }>('storage.js');

/** This app's own pino logger. */
const APP_PINO = Symbol('APP_PINO');

/** nestjs-pino's PinoLogger, but outside a request (start-up, timers) it logs to its own app's logger. */
@Injectable({ scope: Scope.TRANSIENT })
export class AppPinoLogger extends PinoLogger {
  constructor(
    @Inject(PARAMS_PROVIDER_TOKEN) params: Params,
    @Inject(APP_PINO) private readonly own: Pino,
  ) {
    super(params);
  }

  override get logger(): Pino {
    return requestContext.getStore()?.logger ?? this.own;
  }
}

/** Nest's start-up chatter (one line per module and route) is debug detail, not news. */
const CHATTY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's own messages (and `new Logger(context)`'s), in the same structured log as the requests. */
@Injectable()
export class NestLogger extends Logger {
  constructor(logger: PinoLogger, @Inject(PARAMS_PROVIDER_TOKEN) params: Params) {
    super(logger, params);
  }

  override log(message: unknown, ...params: unknown[]) {
    if (CHATTY.has(String(params.at(-1)))) this.debug(message, ...params);
    else super.log(message, ...params);
  }
}

/**
 * The API's log at `level`: JSON lines on stdout, or on `destination` (tests read it there). Build one app at a
 * time (createApp does): the app's middleware is made when its module is set up.
 */
@Module({})
export class LoggingModule {
  static forRoot(level: string, destination?: LogDestination): DynamicModule {
    forgetEarlierApps();
    const own = pino({ level, base: { service: 'api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] }, destination);
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          useFactory: () => ({ pinoHttp: httpLogOptions(own) }),
          // Takes the place of nestjs-pino's PinoLogger, for NestLogger and for @InjectPinoLogger alike.
          providers: [
            { provide: APP_PINO, useValue: own },
            { provide: PinoLogger, useClass: AppPinoLogger, scope: Scope.TRANSIENT },
          ],
        }),
      ],
      providers: [NestLogger],
      exports: [NestLogger],
    };
  }
}
