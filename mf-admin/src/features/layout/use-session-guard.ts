// Expired or refused admin tokens end the session with a message (ARCHITECTURE §5): when the token's expiry
// passes, or when any admin call is answered 401.
import { logoutAdmin, tokenExpiry, useAppDispatch, useAppSelector } from '@site/shared-ui';
import { useEffect } from 'react';

type QueryState = Record<string, { error?: { status?: unknown } } | undefined>;

export function useSessionGuard() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.adminToken);
  const refused = useAppSelector((s) => {
    const { queries, mutations } = (s as unknown as { api: { queries: QueryState; mutations: QueryState } }).api;
    return [...Object.values(queries), ...Object.values(mutations)].some((q) => q?.error?.status === 401);
  });

  useEffect(() => {
    if (token && refused) void dispatch(logoutAdmin('expired'));
  }, [token, refused, dispatch]);

  useEffect(() => {
    if (!token) return;
    const exp = tokenExpiry(token);
    if (!exp) return;
    const ms = exp * 1000 - Date.now();
    // setTimeout cannot wait longer than ~24.8 days; tokens live far shorter.
    const timer = setTimeout(() => void dispatch(logoutAdmin('expired')), Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [token, dispatch]);
}
