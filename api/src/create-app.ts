import { json, type NextFunction, type Request, type Response, Router, urlencoded } from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from './config/env.js';
import { AppModule } from './app.module.js';
import { ContentCache } from './common/cache/content-cache.js';
import { CORS_EXPOSED_HEADERS } from './common/http/cors.js';
import { AllExceptionsFilter, sendError } from './common/http/all-exceptions.filter.js';
import { answerClientError } from './common/http/client-errors.js';
import { answerInRequestLanguage } from './common/http/request-language.js';
import { believeVisitorAddress } from './common/http/visitor-address.js';
import { ExpiringCollections } from './common/abuse/expiring-collections.js';
import {
  CANDIDATE_PREFIX,
  LINK_REQUEST_PATHS,
  LINK_USE_PATHS,
  PHONE_PROOF_READ_PATHS,
  rateLimits,
  SIGN_IN_PATHS,
  SUBMISSION_PATHS,
  DRIVE_BOOKING_PATHS,
} from './common/abuse/rate-limits.js';
import { Foreground } from './common/http/foreground.js';
import { setUpDocs } from './common/docs/set-up-docs.js';
import { releaseBodies } from './releases/index.js';
import { type LogDestination, NestLogger } from './logging/logging.module.js';

/**
 * Unchanged public content is answered from memory, already compressed, before Express sees the request (so these
 * reads are not in the request log; the first read of each change is).
 */
function answerCachedReadsFirst(server: Server, cache: ContentCache) {
  const express = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!cache.answer(req, res)) for (const listener of express) listener(req, res);
  });
}

/** One app is built at a time: each app's request log is made while its modules are set up (see LoggingModule). */
let building: Promise<unknown> = Promise.resolve();

/**
 * Builds the HTTP application, initialised (used by main and by the tests, which pass their own configuration and
 * may read the log from `logDestination`).
 */
export function createApp(config: AppConfig, { logDestination }: { logDestination?: LogDestination } = {}): Promise<NestExpressApplication> {
  const app = building.then(() => build(config, logDestination));
  building = app.catch(() => undefined);
  return app;
}

async function build(config: AppConfig, logDestination: LogDestination | undefined) {
  // Filled below, once the app's services exist; mounted by AppModule after the request log's middleware, so that
  // a request a rate limit or the body parser turns away is logged too.
  const middleware = Router();
  const addRoutes = config.apiDocs ? () => setUpDocs(app) : undefined;
  const app: NestExpressApplication = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, { logDestination, middleware, addRoutes }), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(NestLogger));
  // Off unless TRUST_PROXY names the proxies in front: otherwise any client could pick its address (and its
  // rate-limit key) with X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);
  // First of all the middleware: a form the shell sends on for a visitor is counted by that visitor's address, by
  // every rate limit below and after (only with the shell's proof: anyone else's header is ignored).
  middleware.use(believeVisitorAddress(config.shellSecret));
  app.enableCors({ origin: config.siteOrigins, exposedHeaders: CORS_EXPOSED_HEADERS });
  answerCachedReadsFirst(app.getHttpServer(), app.get(ContentCache));
  // Before every part that answers, so that every answer after it, errors of the parts below included, is in the
  // request's language.
  middleware.use(answerInRequestLanguage);
  // Images are embedded by the site's other origins; the API answers JSON, so no page CSP is needed here.
  middleware.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' }, contentSecurityPolicy: false }));
  // JSON and SVG answers are compressed for clients that accept it (brotli at a quality fit for live answers, else
  // gzip); files that are already compressed (JPEG, PNG, WebP, PDF, DOCX) are sent as they are.
  middleware.use(compression({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
  // Before the JSON parser: a team's signed body is kept as it came, and a report's is tiny and rate-limited.
  middleware.use(releaseBodies(config));
  middleware.use(json({ limit: '1mb' }));
  middleware.use(urlencoded({ extended: false, limit: '1mb' }));
  const jwt = app.get(JwtService);
  const limits = rateLimits(config, app.get(ExpiringCollections), (token) =>
    jwt.verifyAsync<{ sub?: string }>(token).then(
      (p) => p.sub ?? null,
      () => null,
    ),
  );
  middleware.use(SIGN_IN_PATHS, ...limits.signIn);
  middleware.use([...SUBMISSION_PATHS, ...DRIVE_BOOKING_PATHS], app.get(Foreground).track, limits.submissions);
  middleware.use([CANDIDATE_PREFIX, ...PHONE_PROOF_READ_PATHS], limits.candidateLinks);
  middleware.use(LINK_REQUEST_PATHS, ...limits.linkRequests);
  middleware.use(LINK_USE_PATHS, limits.linkUses);
  // Body-parser errors (malformed JSON, too large) happen before routing: answer them as JSON too.
  middleware.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    sendError(res, err);
  });
  app.useGlobalFilters(new AllExceptionsFilter());
  app.getHttpServer().on('clientError', answerClientError);
  // No Nest signal handlers: main.ts stops on SIGTERM itself, after a drain and the requests under way (health/graceful-stop.ts).
  await app.init();
  return app;
}
