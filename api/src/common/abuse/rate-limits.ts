import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AUTH_ROUTES, CANDIDATE_ROUTES, PHONE_ROUTES, PRIVACY_ROUTES, RESOURCES, type ResourceDeclaration, TWO_FACTOR_ROUTES } from '@site/contracts';
import type { AppConfig, RateLimitConfig } from '../../config/env.js';
import type { ExpiringCollections } from './expiring-collections.js';
import { MongoRateLimitStore } from './mongo-rate-limit-store.js';

/** Where a password is tried by its e-mail: admin and visitor sign-in. */
const EMAIL_PASSWORD_PATHS = [AUTH_ROUTES.adminLogin, AUTH_ROUTES.userLogin].map((p) => `/${p}`);
/** Where a password is tried by a signed-in account: a visitor's account deletion (§14.1), an admin's password change and turning two-factor off (§25). */
const TOKEN_PASSWORD_PATHS = [PRIVACY_ROUTES.deleteOwnAccount, AUTH_ROUTES.adminChangePassword, TWO_FACTOR_ROUTES.disable].map((p) => `/${p}`);
/** Every route that checks a password, limited as sign-in is. */
export const SIGN_IN_PATHS = [...EMAIL_PASSWORD_PATHS, ...TOKEN_PASSWORD_PATHS];

/** Where a reset or confirmation link is asked for, by an address or by a signed-in visitor (docs/behaviour.md §21). */
export const LINK_REQUEST_PATHS = [AUTH_ROUTES.adminForgotPassword, AUTH_ROUTES.userForgotPassword, AUTH_ROUTES.userResendVerification].map((p) => `/${p}`);
/** Where such a link's token is used. */
export const LINK_USE_PATHS = [AUTH_ROUTES.adminResetPassword, AUTH_ROUTES.userResetPassword, AUTH_ROUTES.userVerifyEmail].map((p) => `/${p}`);

/** The account id of a bearer token whose signature holds; null otherwise. */
export type VerifyToken = (token: string) => Promise<string | null>;

/** Every anonymous write: each visitor submission's add route, and visitor registration. */
export const SUBMISSION_PATHS = [
  ...Object.values(RESOURCES as Record<string, ResourceDeclaration>)
    .filter((r) => r.access === 'submission')
    .map((r) => `/${r.path}/${r.add}`),
  `/${AUTH_ROUTES.userRegister}`,
];

/** A walk-in drive's booking (docs/behaviour.md §26): an anonymous write, limited as the forms are. */
export const DRIVE_BOOKING_PATHS = ['/drives/:id/bookings'];

/** The candidate's page, whose token is a password of sorts: its API routes, mounted under their first segment. */
export const CANDIDATE_PREFIX = `/${CANDIDATE_ROUTES.page.split('/')[0]}`;
/** The same routes as the API document names them. */
export const CANDIDATE_PATHS = Object.values(CANDIDATE_ROUTES).map((p) => `/${p.replace(':token', '{token}')}`);

/** "My applications" by a proof of a mobile number: a proof refused counts as a private link that opens nothing. */
export const PHONE_PROOF_READ_PATHS = [`/${PHONE_ROUTES.mine}`];

/** A failed sign-in window doubles up to 2^4: 10 tries a minute, then 2, 4, 8 and at most 16 minutes apart. */
const SIGN_IN_MAX_DOUBLINGS = 4;

export const waitText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? '');
/**
 * The account a password is tried on: the e-mail of a sign-in, or else the subject of the bearer token, once its
 * signature is checked (what the request's body says is not believed: it would let a client pick its own key, and
 * a forged token with another's id would lock that account).
 */
const accountKey = (verify: VerifyToken) => async (req: Request) => {
  // Mounted on these paths: the route is the base URL.
  if (EMAIL_PASSWORD_PATHS.includes(req.baseUrl)) return typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const sub = token ? await verify(token) : null;
  return sub ? `account:${sub}` : '';
};

/** The address a link is asked for (hashed: the counters need not hold it), else the signed-in account. */
const linkAddressKey = (verify: VerifyToken) => async (req: Request) => {
  if (typeof req.body?.email === 'string') return `email:${createHash('sha256').update(req.body.email.trim().toLowerCase()).digest('hex')}`;
  return accountKey(verify)(req);
};

function limiter(
  collections: ExpiringCollections,
  name: string,
  { limit, windowMs }: RateLimitConfig,
  key: (req: Request) => string | Promise<string>,
  message: string,
  extra: { maxDoublings?: number; skipSuccessfulRequests?: boolean; skip?: (req: Request) => Promise<boolean>; reads?: boolean } = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new MongoRateLimitStore(collections, `${name}:`, extra.maxDoublings),
    keyGenerator: key,
    skip: async (req) => (req.method !== 'POST' && !extra.reads) || Boolean(await extra.skip?.(req)),
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
export function rateLimits(config: AppConfig, collections: ExpiringCollections, verify: VerifyToken) {
  const signIn = { maxDoublings: SIGN_IN_MAX_DOUBLINGS, skipSuccessfulRequests: true };
  const account = accountKey(verify);
  const tooManySignIns = 'Too many sign-in attempts.';
  const linkAddress = linkAddressKey(verify);
  const tooManyLinks = 'Too many requests for a link.';
  return {
    signIn: [
      limiter(collections, 'signin-client', config.loginRateLimit, clientKey, tooManySignIns, signIn),
      limiter(collections, 'signin-account', config.loginRateLimit, account, tooManySignIns, { ...signIn, skip: async (req) => !(await account(req)) }),
    ],
    // Every request for a link counts (each may send an e-mail), per client and per address.
    linkRequests: [
      limiter(collections, 'link-request-client', config.passwordResetRateLimit, clientKey, tooManyLinks),
      limiter(collections, 'link-request-address', config.passwordResetRateLimit, linkAddress, tooManyLinks, {
        skip: async (req) => !(await linkAddress(req)),
      }),
    ],
    // A link's token is guessed as a password is: every one that opens nothing counts.
    linkUses: limiter(collections, 'link-use', config.loginRateLimit, clientKey, 'Too many tries of a link.', signIn),
    submissions: limiter(collections, 'submission', config.submissionRateLimit, clientKey, 'Too many forms sent from your connection.'),
    // Guessing a private link: every link that opens nothing counts, reads included, as a failed sign-in does.
    candidateLinks: limiter(collections, 'candidate-link', config.loginRateLimit, clientKey, 'Too many tries of a private link.', { ...signIn, reads: true }),
  };
}
