/** Response headers the site's pages may read across origins (the back office shows Retry-After and file names). */
export const CORS_EXPOSED_HEADERS = 'Retry-After, Content-Disposition';
