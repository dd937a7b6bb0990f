// Which routes answer a visitor in their language (docs/i18n.md): the back office stays English whatever its browser
// prefers, so only the routes the public pages call are told apart here, by their path (a request a rate limit or the
// body parser turns away has not reached its route yet).
import type { Request } from 'express';
import {
  AUTH_ROUTES,
  CANDIDATE_ROUTES,
  type Language,
  PHONE_ROUTES,
  PRIVACY_ROUTES,
  RESOURCES,
  type ResourceDeclaration,
  requestLanguage,
  SETTINGS_ROUTES,
} from '@site/contracts';

const declarations = Object.values(RESOURCES as Record<string, ResourceDeclaration>);
/** Express matches paths whatever their case and with or without a final slash: so does this. */
const normal = (path: string) => `/${path}`.replace(/\/+$/, '').toLowerCase();

/** A visitor's forms and own routes: their sign-up, sign-in, password and account, and the candidate's page. */
const VISITOR_PATHS = new Set(
  [
    ...declarations.filter((r) => r.access === 'submission').map((r) => `${r.path}/${r.add}`),
    AUTH_ROUTES.userLogin,
    AUTH_ROUTES.userRegister,
    AUTH_ROUTES.userForgotPassword,
    AUTH_ROUTES.userResetPassword,
    `${AUTH_ROUTES.userResetPassword}/check`,
    AUTH_ROUTES.userVerifyEmail,
    AUTH_ROUTES.userResendVerification,
    AUTH_ROUTES.userMe,
    AUTH_ROUTES.userApplications,
    PRIVACY_ROUTES.deleteOwnAccount,
    ...Object.values(PHONE_ROUTES),
  ].map(normal),
);
const CANDIDATE_PREFIX = `${normal(CANDIDATE_ROUTES.page.split('/')[0]!)}/`;

/** The public reads of site content, which the back office reads too: lists and items, and the public settings. */
const CONTENT_LISTS = declarations.filter((r) => r.access === 'content').map((r) => normal(`${r.path}/${r.list}`));
const PUBLIC_SETTINGS = normal(SETTINGS_ROUTES.public);

/** The walk-in drives' routes (docs/behaviour.md §26): a booking is a visitor's form; the drives are read as content. */
const DRIVE_BOOKING = /^\/drives\/[^/]+\/bookings$/;
const DRIVE_READS = /^\/drives(\/[^/]+)?$/;

export type RouteAudience = 'visitor' | 'content' | 'office';

/** Whom a request's route answers: a visitor, anyone reading content, or the back office. */
export function audienceOf(req: Request): RouteAudience {
  const path = normal(req.path.slice(1));
  if (VISITOR_PATHS.has(path) || path.startsWith(CANDIDATE_PREFIX) || DRIVE_BOOKING.test(path)) return 'visitor';
  if ((req.method === 'GET' || req.method === 'HEAD') && DRIVE_READS.test(path)) return 'content';
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (path === PUBLIC_SETTINGS || CONTENT_LISTS.some((list) => path === list || path.startsWith(`${list}/`)))
  )
    return 'content';
  return 'office';
}

/**
 * The language a request is answered in. A visitor's route: `?lang=`, else `Accept-Language`, else English. A read
 * of content: `?lang=` only, as its content (its address is what caches keep it by, and an office's browser may
 * prefer Hindi). Every other route: English.
 */
export function answerLanguageOf(req: Request, audience = audienceOf(req)): Language {
  if (audience === 'office') return 'en';
  return requestLanguage(req.query.lang, audience === 'visitor' ? req.headers['accept-language'] : null);
}
