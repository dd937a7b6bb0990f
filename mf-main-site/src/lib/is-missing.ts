// Shared by the detail pages: these are not part of a feature as more than one feature uses them.

/** A missing document (unknown or malformed id) as opposed to a failure to reach the API. */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
}
