// An admin token ends the session with a message when its expiry time passes, even if no call is made. (A call
// the server refuses with 401 or 403 ends it too; the API client in shared-ui takes care of that.)
import { logoutAdmin, tokenExpiry, useAppDispatch, useAppSelector } from '@site/shared-ui';
import { useEffect } from 'react';

/** setTimeout cannot wait longer than this (~24.8 days); a longer wait would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useSessionGuard() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.adminToken);

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
