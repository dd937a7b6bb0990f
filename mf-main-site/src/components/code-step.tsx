// The code step of a mobile number proved by SMS (applying, one's applications): the 6-digit code from the SMS (the
// phone offers it by itself: the field is `one-time-code`, and Android's WebOTP reads the SMS's last line), a new code
// after 30 s, or another number.
import { PHONE_CODE } from '@site/contracts';
import { t, TextField } from '@site/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import './code-step.css';

/** The end of a form that asks for a code: why the last try failed, and the button. */
export function AskForCode({ error, busy }: { error: string | null; busy: boolean }) {
  return (
    <>
      {error && (
        <p className="ui-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
        {busy ? t('Sending the code...') : t('Send me a code')}
      </button>
    </>
  );
}

/** Seconds until a new code may be asked for, ticking down. */
function useCountdown(sentAt: number) {
  const left = () => Math.max(0, Math.ceil((sentAt + PHONE_CODE.resendAfterS * 1000 - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return seconds;
}

/** Android Chrome hands over the code of an SMS ending `@<host> #<code>`; elsewhere this does nothing. */
function useWebOtp(onCode: (code: string) => void) {
  useEffect(() => {
    if (typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    const ask = navigator.credentials.get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions);
    ask.then((otp) => otp && onCode((otp as unknown as { code: string }).code)).catch(() => undefined);
    return () => abort.abort();
  }, []);
}

export function CodeStep({
  mobile,
  sentAt,
  busy,
  error,
  onConfirm,
  onResend,
  onChangeNumber,
  confirmLabel = t('Confirm and apply'),
}: {
  mobile: string;
  sentAt: number;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  /** What the confirm button does once the code is right. */
  confirmLabel?: string;
}) {
  const [code, setCode] = useState('');
  const seconds = useCountdown(sentAt);
  useWebOtp((received) => {
    setCode(received);
    onConfirm(received);
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(code);
  };
  return (
    <form className="ui-form main-apply main-apply--code" onSubmit={submit} noValidate aria-label={t('Confirm your mobile number')}>
      <p role="status">{t('We sent a 6-digit code by SMS to {mobile}.', { mobile })}</p>
      <TextField
        label={t('Code from the SMS')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
      />
      <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
        {busy ? t('Submitting...') : confirmLabel}
      </button>
      <div className="main-apply__code-links">
        <button type="button" className="ui-link-button" onClick={onResend} disabled={busy || seconds > 0}>
          {seconds > 0 ? t('Send a new code in {seconds} s', { seconds }) : t('Send a new code')}
        </button>
        <button type="button" className="ui-link-button" onClick={onChangeNumber} disabled={busy}>
          {t('Change the number')}
        </button>
      </div>
    </form>
  );
}
