// Expired or refused admin tokens end the session with a message (ARCHITECTURE §5): when the token's expiry
// passes, or when any admin call is answered 401 or 403.
import { logoutAdmin, refusesAdminToken, tokenExpiry, useAppDispatch, useAppSelector } from '@site/shared-ui';
import { useEffect } from 'react';

type QueryState = Record<string, { error?: { status?: unknown } } | undefined>;

/** setTimeout cannot wait longer than this (~24.8 days); a longer wait would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useSessionGuard() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.adminToken);
  const refused = useAppSelector((s) => {
    const { queries, mutations } = (s as unknown as { api: { queries: QueryState; mutations: QueryState } }).api;
    return [...Object.values(queries), ...Object.values(mutations)].some((q) => refusesAdminToken(q?.error?.status));
  });

  useEffect(() => {
    if (token && refused) void dispatch(logoutAdmin('expired'));
  }, [token, refused, dispatch]);

  useEffect(() => {
    if (!token) return;
    const exp = tokenExpiry(token);
    if (!exp) return;
    const ms = exp * 1000 - Date.now();
    // A remembered token (30 days) outlives any timer: a tab open that long learns of the expiry from the API's 401.
    if (ms > MAX_TIMEOUT_MS) return;
    const timer = setTimeout(() => void dispatch(logoutAdmin('expired')), Math.max(0, ms));
    return () => clearTimeout(timer);
  }, [token, dispatch]);
}
