// Configuration from the environment, validated once at start: one error names every bad variable.
import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COMPANY, PASSWORD_MAX_BYTES, passwordBytes, SPAM_GUARD, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { RELEASE_REMOTES, RELEASES_KEPT, type ReleaseRemote } from '@site/contracts/releases';
import { devJwtSecret, localKey, SHELL_SECRET_FILE, TWO_FACTOR_KEY_FILE } from './dev-secret.js';
import { parseTrustProxy } from './trust-proxy.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The admin made on a local machine when none is configured; README names it. Never accepted off loopback. */
export const LOCAL_ADMIN = { email: 'admin@example.com', password: 'admin12345' };
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const defaultHost = (env: { NODE_ENV: string; API_HOST?: string }) => env.API_HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
const localOrigins = [3000, 3001, 3002, 3003].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

/** MAIN_REMOTE_KEY, INTEGRATED_REMOTE_KEY, ADMIN_REMOTE_KEY: a team's Ed25519 public key (base64 DER), as the shell reads it. */
const remoteKeyVariable = (remote: ReleaseRemote) => `${remote.toUpperCase()}_REMOTE_KEY`;

/** One address or several, comma-separated. */
const emailList = z
  .string()
  .refine((v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success), 'must be an e-mail address or a comma-separated list of them');
/** NOTIFY_TO_APPLYJOBS, NOTIFY_TO_USERCONTACT, ...: where one type of submission is announced, if not NOTIFY_TO. */
const notifyVariable = (key: SubmissionKey) => `NOTIFY_TO_${key.toUpperCase()}`;

/** Env variable -> default: the limits of codes by SMS (README's limits table, docs/sms.md). */
const PHONE_CODE_LIMIT_DEFAULTS = {
  PHONE_CODE_NUMBER_HOURLY_LIMIT: 5,
  PHONE_CODE_NUMBER_DAILY_LIMIT: 10,
  PHONE_CODE_CLIENT_HOURLY_LIMIT: 10,
  PHONE_CODE_PREFIX_HOURLY_LIMIT: 30,
  PHONE_CODE_SITE_HOURLY_LIMIT: 500,
  PHONE_CODE_VERIFY_CLIENT_HOURLY_LIMIT: 30,
} as const;
const HOUR_MS = 3_600_000;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    API_HOST: z.string().optional(),
    MONGODB_URI: z
      .string({ error: 'MONGODB_URI is required (npm start sets it for the embedded database)' })
      .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://'),
    MONGODB_DB: z.string().min(1).default('facility_site'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    TWO_FACTOR_KEY: z.string().min(32, 'TWO_FACTOR_KEY must be at least 32 characters').optional(),
    PHONE_CODE_KEY: z.string().min(32, 'PHONE_CODE_KEY must be at least 32 characters').optional(),
    SHELL_SECRET: z.string().min(32, 'SHELL_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'ADMIN_PASSWORD must be at least 8 characters')
      .refine((p) => passwordBytes(p) <= PASSWORD_MAX_BYTES, `ADMIN_PASSWORD must be at most ${PASSWORD_MAX_BYTES} bytes`)
      .optional(),
    SITE_ORIGINS: z.string().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    FILE_STORE: z.enum(['disk', 'gridfs']).default('disk'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SUBMISSION_RATE_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60_000),
    PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    PASSWORD_RESET_RATE_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(15 * 60_000),
    SUBMISSION_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(SPAM_GUARD.minFillMs),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const parsed = parseTrustProxy(v);
        if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
        return parsed;
      }),
    API_DOCS: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED: z.enum(['true', 'false']).optional(),
    CONTENT_CACHE_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default(`${COMPANY.shortName} <no-reply@localhost>`),
    NOTIFY_TO: emailList.optional(),
    ...Object.fromEntries(SUBMISSION_KEYS.map((key) => [notifyVariable(key), emailList.optional()])),
    SITE_URL: z.url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) address' }).optional(),
    MAIL_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
    SMS_URL: z
      .string()
      .regex(/^smpp:\/\/[^:@/]+:[^@/]*@[^/:]+(:\d+)?\/?$/, 'SMS_URL must be smpp://system_id:password@host:port')
      .optional(),
    SMS_SMPP_PORT: z.coerce.number().int().min(1).max(65_535).default(2775),
    SMS_SENDER: z
      .string()
      .regex(/^[A-Za-z0-9]{6}$/, 'SMS_SENDER must be the 6-character DLT header')
      .default('FACLTY'),
    SMS_DLT_ENTITY_ID: z
      .string()
      .regex(/^\d{1,30}$/, 'SMS_DLT_ENTITY_ID must be the DLT principal entity id (digits)')
      .optional(),
    SMS_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
    SMS_TEMPLATE_IDS: z
      .string()
      .regex(/^\s*([a-z][a-z0-9-]*=\d{1,30}\s*(,\s*|$))*$/, 'SMS_TEMPLATE_IDS must be template=DLT id pairs, comma-separated: code=1107161234567890123')
      .optional(),
    PHONE_CODE_SEND_WAIT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
    INTERVIEW_REMINDER_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    ...Object.fromEntries(Object.entries(PHONE_CODE_LIMIT_DEFAULTS).map(([name, limit]) => [name, z.coerce.number().int().min(1).default(limit)])),
    SHORTLIST_MAIL_HOLD_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400_000)
      .default(30 * 60_000),
    RETENTION_CHECK_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
    RETENTION_RUN_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(20_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    ...Object.fromEntries(
      RELEASE_REMOTES.map((remote) => [
        remoteKeyVariable(remote),
        z
          .string()
          .regex(/^[A-Za-z0-9+/=\s]+$/, `${remoteKeyVariable(remote)} must be a base64 public key`)
          .optional(),
      ]),
    ),
    SHELL_CHECK_URL: z.url({ protocol: /^https?$/, error: 'SHELL_CHECK_URL must be an http(s) address' }).optional(),
    SHELL_CHECK_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    SHELL_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    // Read no more: a release check sent to the site's public address would now answer 404.
    SHELL_URL: z
      .never({ error: "SHELL_URL is no longer read: set SHELL_CHECK_URL to the shell's check port (http://127.0.0.1:3100 on one server)" })
      .optional(),
    SHELL_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    RELEASES_KEPT: z.coerce.number().int().min(1).max(100).default(RELEASES_KEPT),
    RELEASE_CANARY_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
    RELEASE_CANARY_MAX_FAILURE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    RELEASE_CANARY_MIN_REPORTS: z.coerce.number().int().min(1).default(20),
    RELEASE_MIN_FAILING_VISITORS: z.coerce.number().int().min(1).default(5),
    RELEASE_REPORT_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
    RELEASE_REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    RELEASE_REPORT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  })
  .superRefine((env, ctx) => {
    // Anyone who can reach the API could use a key or password that is known: only a loopback listener may go without.
    const reachable =
      env.NODE_ENV === 'production'
        ? 'when NODE_ENV=production'
        : !LOOPBACK_HOSTS.has(defaultHost(env).toLowerCase())
          ? `when API_HOST (${defaultHost(env)}) is not loopback`
          : null;
    if (reachable) {
      for (const key of ['JWT_SECRET', 'TWO_FACTOR_KEY', 'SHELL_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required ${reachable}` });
      }
      if (env.ADMIN_PASSWORD === LOCAL_ADMIN.password)
        ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: `ADMIN_PASSWORD must not be the local default ${reachable}` });
      // Without it the firm's e-mails would stay queued, or go to a development catcher.
      if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'SMTP_URL is required when NODE_ENV=production: set it to your mail server, smtp://user:password@host:587 or smtps://user:password@host:465',
        });
      }
      // Likewise the SMS, which would otherwise go to the local SMPP server.
      if (env.NODE_ENV === 'production' && !env.SMS_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_URL'],
          message: "SMS_URL is required when NODE_ENV=production: set it to your SMS operator's SMPP account, smpp://system_id:password@host:2775",
        });
      }
      return;
    }
    // Locally both or neither: one of them alone would silently pair with the other's default.
    if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD) {
      const [missing, given] = env.ADMIN_EMAIL ? ['ADMIN_PASSWORD', 'ADMIN_EMAIL'] : ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `${missing} is required when ${given} is set (set both, or neither for the local default admin)`,
      });
    }
  });

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  mongoUri: string;
  mongoDb: string;
  jwtSecret: string;
  /** Encrypts the admins' two-factor secrets in the database (auth/two-factor/two-factor-secrets.ts). */
  twoFactorKey: string;
  /** Shared with the shell: its report tokens and the admins' canary passes (@site/contracts/release-tokens). */
  shellSecret: string;
  admin: { email: string; password: string; fromDefaults: boolean };
  siteOrigins: string[];
  dataDir: string;
  fileStore: 'disk' | 'gridfs';
  loginRateLimit: RateLimitConfig;
  /** Anonymous writes (every visitor submission and registration), per client. */
  submissionRateLimit: RateLimitConfig;
  /** Requests for a reset or confirmation link (docs/behaviour.md §21), per client and per address. */
  passwordResetRateLimit: RateLimitConfig;
  /** A form sent faster than this (when it says how long it was open) is a bot's. */
  submissionMinFillMs: number;
  /** Express `trust proxy`: false = the socket address is the client; else a hop count or trusted addresses. */
  trustProxy: false | number | string[];
  /** Serve the OpenAPI documentation at /docs. */
  apiDocs: boolean;
  logLevel: string;
  seed: boolean;
  /** How often each instance checks whether another one changed cached content. */
  contentCacheCheckMs: number;
  mail: MailConfig;
  sms: SmsConfig;
  phoneCodes: PhoneCodesConfig;
  /** How often each instance checks whether the daily retention run is due (docs/behaviour.md §14). */
  retentionCheckMs: number;
  /** How long an admin's retention run is waited for before it is answered as going on in the background. */
  retentionRunWaitMs: number;
  /** How long a stopping instance keeps answering, not ready, before it stops accepting (health/graceful-stop.ts). */
  shutdownDrainMs: number;
  releases: ReleasesConfig;
}

/** The release registry (docs/decisions/0013). */
export interface ReleasesConfig {
  /** Each team's public key (base64 DER) from the environment; unset: `<keysDir>/<remote>.pub`, read when needed. */
  keys: Partial<Record<ReleaseRemote, string>>;
  keysDir: string;
  /** The shell's check port, never exposed, where it answers whether it accepts a release (`/_releases/check/<remote>/<id>`). */
  shellCheckUrl: string;
  shellCheckTimeoutMs: number;
  /** How many releases of a remote the registry keeps besides the live, canary and previous ones. */
  kept: number;
  /**
   * A canary is ended by itself at this many failures, or above this failure rate once it has this many reports; a
   * live release is rolled back above the rate. Either only once failures came from `minFailingVisitors` visitors.
   */
  canary: { maxFailures: number; maxFailurePercent: number; minReports: number; minFailingVisitors: number };
  /** How often each instance writes the reports it counted. */
  reportFlushMs: number;
  /** Reports per client address, counted in each instance's memory. */
  reportRateLimit: RateLimitConfig;
}

export interface MailConfig {
  /** Unset: submissions still queue their e-mails, and nothing sends them. */
  smtpUrl?: string;
  from: string;
  /** NOTIFY_TO_<TYPE>, else NOTIFY_TO, where set: they win over the site settings' recipients (docs/operations.md). */
  notifyEnv: Partial<Record<SubmissionKey, string>>;
  /** The site's address, for links in e-mails. */
  siteUrl: string;
  /** The first retry's delay; each next one waits twice as long. */
  retryMs: number;
  /**
   * How long a Shortlisted e-mail to a candidate with no interview yet waits: an interview scheduled meanwhile tells
   * them with its invitation instead (docs/behaviour.md §18). 0 sends it at once.
   */
  shortlistHoldMs: number;
}

/** The SMS channel (docs/sms.md). */
export interface SmsConfig {
  /** smpp://system_id:password@host:port; outside production, the local SMPP server's when SMS_URL is unset. */
  url?: string;
  /** The DLT header the SMS come from (source_addr). */
  sender: string;
  /** The DLT principal entity id, sent with every SMS. */
  dltEntityId?: string;
  /** The first retry's delay; each next one waits twice as long. */
  retryMs: number;
  /** Each SMS template's DLT id by our template key (`code`...), where the operator's account requires them. */
  templateIds: Record<string, string>;
  /** How often an instance looks for interviews whose day-before reminder is due, when it found none. */
  reminderPollMs: number;
}

/** Codes by SMS that prove a mobile number (docs/sms.md, "Codes"): every code costs an SMS, so each is limited. */
export interface PhoneCodesConfig {
  /** The HMAC key codes are stored under. */
  key: string;
  /** How long a request for a code waits for the SMSC to take it before answering 503. */
  sendWaitMs: number;
  /** Codes sent per number (an hour, a day), per client address, per number range (first 6 digits) and site-wide (an hour). */
  limits: { number: RateLimitConfig; numberDaily: RateLimitConfig; client: RateLimitConfig; prefix: RateLimitConfig; site: RateLimitConfig };
  /** Codes tried (right or wrong) per client address an hour. */
  verifyClient: RateLimitConfig;
}

export interface RateLimitConfig {
  limit: number;
  windowMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const jwtSecret = e.JWT_SECRET ?? devJwtSecret(path.resolve(e.DATA_DIR));
  // Unset: a key of its own derived from the token key, so no deployment needs one more secret.
  const phoneCodeKey = e.PHONE_CODE_KEY ?? Buffer.from(hkdfSync('sha256', jwtSecret, '', 'phone-codes', 32)).toString('base64url');
  const production = e.NODE_ENV === 'production';
  const adminEmail = (e.ADMIN_EMAIL ?? LOCAL_ADMIN.email).toLowerCase();
  const siteOrigins = e.SITE_ORIGINS
    ? e.SITE_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : localOrigins;
  return {
    production,
    port: e.API_PORT,
    host: defaultHost(e),
    mongoUri: e.MONGODB_URI,
    mongoDb: e.MONGODB_DB,
    jwtSecret,
    twoFactorKey: e.TWO_FACTOR_KEY ?? localKey(path.resolve(e.DATA_DIR), TWO_FACTOR_KEY_FILE),
    shellSecret: e.SHELL_SECRET ?? localKey(path.resolve(e.DATA_DIR), SHELL_SECRET_FILE),
    admin: {
      email: adminEmail,
      password: e.ADMIN_PASSWORD ?? LOCAL_ADMIN.password,
      fromDefaults: !e.ADMIN_EMAIL,
    },
    siteOrigins,
    dataDir: path.resolve(e.DATA_DIR),
    fileStore: e.FILE_STORE,
    loginRateLimit: { limit: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_MS },
    submissionRateLimit: { limit: e.SUBMISSION_RATE_LIMIT, windowMs: e.SUBMISSION_RATE_WINDOW_MS },
    passwordResetRateLimit: { limit: e.PASSWORD_RESET_RATE_LIMIT, windowMs: e.PASSWORD_RESET_RATE_WINDOW_MS },
    submissionMinFillMs: e.SUBMISSION_MIN_FILL_MS,
    trustProxy: e.TRUST_PROXY as false | number | string[],
    // Production is opt-in for both: no public API map, no demo content in a real database.
    apiDocs: (e.API_DOCS ?? String(!production)) === 'true',
    logLevel: e.LOG_LEVEL,
    seed: (e.SEED ?? String(!production)) === 'true',
    contentCacheCheckMs: e.CONTENT_CACHE_CHECK_MS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      // Where unset, the site settings name the recipients, else the first admin's address (site-settings.service.ts).
      notifyEnv: Object.fromEntries(
        SUBMISSION_KEYS.flatMap((key) => {
          const to = (env[notifyVariable(key)] ?? e.NOTIFY_TO) as string | undefined;
          return to ? [[key, to]] : [];
        }),
      ),
      siteUrl: (e.SITE_URL ?? siteOrigins[0] ?? 'http://localhost:3000').replace(/\/$/, ''),
      retryMs: e.MAIL_RETRY_MS,
      shortlistHoldMs: e.SHORTLIST_MAIL_HOLD_MS,
    },
    sms: {
      // As e-mail falls back to MailDev: `npm start` runs the local SMPP server on this port (scripts/sms-dev.mjs).
      url: e.SMS_URL ?? (production ? undefined : `smpp://site:local@127.0.0.1:${e.SMS_SMPP_PORT}`),
      sender: e.SMS_SENDER,
      dltEntityId: e.SMS_DLT_ENTITY_ID,
      retryMs: e.SMS_RETRY_MS,
      templateIds: Object.fromEntries(
        (e.SMS_TEMPLATE_IDS ?? '')
          .split(',')
          .map((pair) => pair.split('=').map((part) => part.trim()))
          .filter(([key, id]) => key && id),
      ),
      reminderPollMs: e.INTERVIEW_REMINDER_POLL_MS,
    },
    phoneCodes: phoneCodesConfig(e as unknown as Record<keyof typeof PHONE_CODE_LIMIT_DEFAULTS, number> & { PHONE_CODE_SEND_WAIT_MS: number }, phoneCodeKey),
    retentionCheckMs: e.RETENTION_CHECK_MS,
    retentionRunWaitMs: e.RETENTION_RUN_WAIT_MS,
    // A load balancer needs a few checks to see an instance go; locally nothing checks, so Ctrl+C stops at once.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 5000 : 0),
    releases: {
      keys: Object.fromEntries(
        RELEASE_REMOTES.flatMap((remote) => {
          const key = (e as Record<string, unknown>)[remoteKeyVariable(remote)] as string | undefined;
          return key?.trim() ? [[remote, key.trim()]] : [];
        }),
      ),
      keysDir: path.join(repoRoot, '.keys'),
      shellCheckUrl: (e.SHELL_CHECK_URL ?? `http://127.0.0.1:${e.SHELL_CHECK_PORT ?? e.SHELL_PORT + 100}`).replace(/\/$/, ''),
      shellCheckTimeoutMs: e.SHELL_CHECK_TIMEOUT_MS,
      kept: e.RELEASES_KEPT,
      canary: {
        maxFailures: e.RELEASE_CANARY_MAX_FAILURES,
        maxFailurePercent: e.RELEASE_CANARY_MAX_FAILURE_PERCENT,
        minReports: e.RELEASE_CANARY_MIN_REPORTS,
        minFailingVisitors: e.RELEASE_MIN_FAILING_VISITORS,
      },
      reportFlushMs: e.RELEASE_REPORT_FLUSH_MS,
      reportRateLimit: { limit: e.RELEASE_REPORT_RATE_LIMIT, windowMs: e.RELEASE_REPORT_RATE_WINDOW_MS },
    },
  };
}

function phoneCodesConfig(e: Record<keyof typeof PHONE_CODE_LIMIT_DEFAULTS, number> & { PHONE_CODE_SEND_WAIT_MS: number }, key: string): PhoneCodesConfig {
  const hourly = (limit: number) => ({ limit, windowMs: HOUR_MS });
  return {
    key,
    sendWaitMs: e.PHONE_CODE_SEND_WAIT_MS,
    limits: {
      number: hourly(e.PHONE_CODE_NUMBER_HOURLY_LIMIT),
      numberDaily: { limit: e.PHONE_CODE_NUMBER_DAILY_LIMIT, windowMs: 24 * HOUR_MS },
      client: hourly(e.PHONE_CODE_CLIENT_HOURLY_LIMIT),
      prefix: hourly(e.PHONE_CODE_PREFIX_HOURLY_LIMIT),
      site: hourly(e.PHONE_CODE_SITE_HOURLY_LIMIT),
    },
    verifyClient: hourly(e.PHONE_CODE_VERIFY_CLIENT_HOURLY_LIMIT),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
