// The desk's outbox for one drive, kept in the phone's localStorage and sent through the API client: at once, when
// the browser says the connection is back, and every so often while something waits (a connection can come back
// without the browser noticing).
import { useAppDispatch } from '@site/shared-ui';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { deskApi } from './desk-api';
import { type DeskItem, DeskOutbox, type FlushReport, outcomeOf, type SendOutcome } from './desk-outbox';

export const RETRY_MS = 15_000;

export function useDeskOutbox(driveId: string, onReport: (report: FlushReport) => void) {
  const dispatch = useAppDispatch();
  const outbox = useMemo(
    () =>
      new DeskOutbox(driveId, window.localStorage, async (item: DeskItem): Promise<SendOutcome> => {
        const call = item.kind === 'checkIn' ? dispatch(deskApi.endpoints.deskCheckIn.initiate(item)) : dispatch(deskApi.endpoints.deskWalkIn.initiate(item));
        try {
          return { sent: await call.unwrap() };
        } catch (error) {
          return outcomeOf(error);
        }
      }),
    [driveId, dispatch],
  );
  const waiting = useSyncExternalStore(
    (l) => outbox.subscribe(l),
    () => outbox.waiting(),
  );
  const sending = useSyncExternalStore(
    (l) => outbox.subscribe(l),
    () => outbox.sending,
  );

  const report = useRef(onReport);
  useEffect(() => {
    report.current = onReport;
  });

  const send = useCallback(() => void outbox.flush().then((r) => report.current(r)), [outbox]);

  useEffect(() => {
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [send]);

  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    const timer = setInterval(send, RETRY_MS);
    return () => clearInterval(timer);
  }, [hasWaiting, send]);

  /** Keeps `item` on the phone, then tries to send what waits. */
  const keep = useCallback(
    (item: DeskItem) => {
      outbox.add(item);
      send();
    },
    [outbox, send],
  );
  return { waiting, sending, keep, send };
}
