// The spam defence every public form carries (docs/behaviour.md §7.7): a trap field people never see or reach,
// and how long the form was open. The server answers a bot as if it had succeeded and stores nothing, so a person
// whose browser filled the form faster than that (autofill, a kept draft) is never taken for one: the form waits
// out the rest of the time before sending, shown as sending.
import { SPAM_GUARD } from '@site/contracts/constants';
import { type Ref, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { t } from '../i18n/i18n';

export interface SpamGuardFields {
  website: string;
  fillMs: number;
}

/**
 * `trap` goes on <HoneypotField>; `fields()` resolves what to send with the form, once the form has been open for
 * `minFillMs`, the API's minimum (the runtime configuration's; the built-in one when not given), with a little room
 * for the clocks; `restart()` after a successful send starts the clock again for the next message.
 */
export function useSpamGuard(minFillMs: number = SPAM_GUARD.minFillMs) {
  const waitMs = minFillMs > 0 ? minFillMs + 100 : 0;
  const trap = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  const restart = useCallback(() => {
    openedAt.current = Date.now();
  }, []);
  // From the moment the form is on screen (after the lazy form has loaded), not from the page load.
  useEffect(restart, [restart]);
  const fields = useCallback(async (): Promise<SpamGuardFields> => {
    const left = waitMs - (Date.now() - openedAt.current);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    return {
      [SPAM_GUARD.honeypotField]: trap.current?.value ?? '',
      [SPAM_GUARD.fillTimeField]: Math.max(0, Date.now() - openedAt.current),
    } as SpamGuardFields;
  }, [waitMs]);
  // One object for the form's life, so effects may depend on it.
  return useMemo(() => ({ trap, fields, restart }), [fields, restart]);
}

/** A field only a bot fills: off screen, hidden from assistive technology, out of the tab order, never autofilled. */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="ui-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('Leave this field empty')}</label>
      <input ref={ref} id={id} name={SPAM_GUARD.honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
