import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { AppConfig } from '../config/env.js';

/** The sign-in and registration routes, which are rate-limited. */
export const LOGIN_PATHS = ['/admin/AdminLogin/addAdminLogin', '/admin/UserLogin/UserLogin', '/admin/UserLogin/UserRegister'];

/**
 * Counts attempts per client address and e-mail (so one visitor cannot lock out everyone behind a proxy)
 * and answers 429 with Retry-After once the limit is reached.
 */
export function loginRateLimit(config: AppConfig): RequestHandler {
  return rateLimit({
    windowMs: config.loginRateLimit.windowMs,
    limit: config.loginRateLimit.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${email}`;
    },
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ statusCode: options.statusCode, message: 'Too many sign-in attempts. Please wait a minute and try again.' });
    },
  });
}
