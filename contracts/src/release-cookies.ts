// The shell's release cookies, apart from releases.ts: the visitor's session code reads one on every page, and
// releases.ts brings zod (its schemas), which no page's start-up should download.

/**
 * The cookie with which a signed-in admin chooses to see every canary in this browser: the Releases screen sets it to
 * a canary pass from the API (release-tokens.ts), which the shell honours until the admin's session ends.
 */
export const SEE_CANARIES_COOKIE = 'release_canary';

/** The cookie holding a visitor's bucket (0-99): a canary of N % reaches the buckets below N. */
export const RELEASE_BUCKET_COOKIE = 'release_bucket';

/**
 * The cookie holding this visitor's report tokens, by remote (`main=<token>&integrated=<token>`): a drawn page is the
 * same bytes for every visitor (it may be kept and sent again), so what is minted for one visitor comes beside it.
 * The page's code reads it when it reports on a release.
 */
export const REPORT_TOKENS_COOKIE = 'release_reports';
