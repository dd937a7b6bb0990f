import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AUTH_ROUTES, PRIVACY_ROUTES, RESOURCES, type ResourceDeclaration } from '@site/contracts';
import type { AppConfig, RateLimitConfig } from '../../config/env.js';
import type { ExpiringCollections } from './expiring-collections.js';
import { MongoRateLimitStore } from './mongo-rate-limit-store.js';

/** Admin and visitor sign-in, and a visitor's account deletion, which also tries a password (behaviour.md §14.1). */
export const SIGN_IN_PATHS = [AUTH_ROUTES.adminLogin, AUTH_ROUTES.userLogin, PRIVACY_ROUTES.deleteOwnAccount].map((p) => `/${p}`);

/** Every anonymous write: each visitor submission's add route, and visitor registration. */
export const SUBMISSION_PATHS = [
  ...Object.values(RESOURCES as Record<string, ResourceDeclaration>)
    .filter((r) => r.access === 'submission')
    .map((r) => `/${r.path}/${r.add}`),
  `/${AUTH_ROUTES.userRegister}`,
];

/** A failed sign-in window doubles up to 2^4: 10 tries a minute, then 2, 4, 8 and at most 16 minutes apart. */
const SIGN_IN_MAX_DOUBLINGS = 4;

const waitText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? '');
/**
 * The account a password is tried on: the e-mail of a sign-in, or the subject of the bearer token of an account
 * deletion. The token is only read here, not trusted: the guard checks it, and a forged one only counts apart.
 */
const accountKey = (req: Request) => {
  if (typeof req.body?.email === 'string') return req.body.email.trim().toLowerCase();
  const payload = (req.headers.authorization ?? '').split('.')[1];
  if (!payload) return '';
  try {
    const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? `account:${sub}` : '';
  } catch {
    return '';
  }
};

function limiter(
  collections: ExpiringCollections,
  name: string,
  { limit, windowMs }: RateLimitConfig,
  key: (req: Request) => string,
  message: string,
  extra: { maxDoublings?: number; skipSuccessfulRequests?: boolean; skip?: (req: Request) => boolean } = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new MongoRateLimitStore(collections, `${name}:`, extra.maxDoublings),
    keyGenerator: key,
    skip: (req) => req.method !== 'POST' || Boolean(extra.skip?.(req)),
    skipSuccessfulRequests: extra.skipSuccessfulRequests,
    // X-Forwarded-For is ignored on purpose unless TRUST_PROXY says which proxies to believe.
    validate: { xForwardedForHeader: false },
    handler: (req, res, _next, options) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const wait = waitText(resetTime ? resetTime.getTime() - Date.now() : windowMs);
      res.status(options.statusCode).json({ statusCode: options.statusCode, message: `${message} Please try again in ${wait}.` });
    },
  });
}

/**
 * Sign-in is limited per client address and per account (so neither many accounts from one address nor one
 * account from many addresses gets more tries), counting failures only, with a growing back-off. Anonymous
 * writes are limited per client address. The counters are in the database, shared by every instance.
 */
export function rateLimits(config: AppConfig, collections: ExpiringCollections) {
  const signIn = { maxDoublings: SIGN_IN_MAX_DOUBLINGS, skipSuccessfulRequests: true };
  const tooManySignIns = 'Too many sign-in attempts.';
  return {
    signIn: [
      limiter(collections, 'signin-client', config.loginRateLimit, clientKey, tooManySignIns, signIn),
      limiter(collections, 'signin-account', config.loginRateLimit, accountKey, tooManySignIns, { ...signIn, skip: (req) => !accountKey(req) }),
    ],
    submissions: limiter(collections, 'submission', config.submissionRateLimit, clientKey, 'Too many forms sent from your connection.'),
  };
}
