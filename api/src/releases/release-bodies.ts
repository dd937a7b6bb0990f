// What the releases routes need before Nest sees them, mounted by create-app.ts ahead of the API's own JSON parser
// (which then leaves these bodies alone): the raw bytes of a team's request, whose signature covers them, and a
// tiny, rate-limited body for the anonymous reports.
import { json, type Request, type RequestHandler, Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { AppConfig } from '../config/env.js';
import type { SignedRequest } from './team-signature.guard.js';

/** A report is a few fields: anything bigger is not one. */
const REPORT_BYTES = 1024;
/** A registration holds one release record. */
const TEAM_BODY_BYTES = 64 * 1024;

export function releaseBodies(config: AppConfig): RequestHandler {
  const { limit, windowMs } = config.releases.reportRateLimit;
  const router = Router();
  router.post(
    '/releases/report',
    // Counted in this instance's memory (no database write per report), per client address, like the other
    // anonymous limits (X-Forwarded-For only through TRUST_PROXY).
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? ''),
      validate: { xForwardedForHeader: false },
      handler: (_req, res, _next, options) => {
        res.status(options.statusCode).json({
          statusCode: options.statusCode,
          message: `Too many reports from your connection. Please try again in ${Math.ceil(windowMs / 1000)} seconds.`,
        });
      },
    }),
    // text/plain too: navigator.sendBeacon sends a string so, without a CORS preflight.
    json({ limit: REPORT_BYTES, type: ['application/json', 'text/plain'] }),
  );
  router.use(
    '/releases',
    json({
      limit: TEAM_BODY_BYTES,
      verify: (req, _res, buf) => {
        (req as SignedRequest).rawBody = buf;
      },
    }),
  );
  return router;
}
