// A request that needs the database while it is down (restarting, unreachable) answers 503 with Retry-After, not 500:
// the visitor is told to try again, and nothing was half-done (a write either reached the database or it did not).

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before trying again: the embedded database restarts within a few seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The driver's and mongoose's errors for "no server to talk to" (down, restarting, connection dropped mid-call). */
const UNAVAILABLE =
  /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|ServerClosed|ClientClosed|PoolCleared|PoolClosed|WaitQueueTimeout|OperationTimeout|UnexpectedServerResponse)Error$|^PoolClearedError$/;
/**
 * Socket errors the driver lets through unwrapped: a write to a connection the database closed as it died ("This
 * socket has been ended by the other party"). A request's only outgoing connections are to the database.
 */
const SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);
/** Server codes of a MongoDB that is shutting down or has no primary at the moment (an election). */
const NO_PRIMARY_CODES = new Set([91, 189, 10107, 11600, 11602, 13435, 13436]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.name === 'string' && UNAVAILABLE.test(e.name)) return true;
    if (e.name === 'MongoServerError' && NO_PRIMARY_CODES.has(e.code as number)) return true;
    if (typeof e.code === 'string' && SOCKET_CODES.has(e.code)) return true;
    // mongoose's own "buffering timed out" while it waits for a connection (when command buffering is on).
    if (e.name === 'MongooseError' && typeof e.message === 'string' && e.message.includes('buffering timed out')) return true;
  }
  return false;
}
