// Setting up two-factor sign-in (docs/behaviour.md §25), on My Account and at sign-in when every admin must use it:
// a QR code (and its secret as text) for an authenticator app, a first code, then the 10 recovery codes, shown once.
import { confirmTwoFactorInput } from '@site/contracts';
import { errorMessage, TextField, toast } from '@site/shared-ui';
import { type FormEvent, useState } from 'react';
import { type TwoFactorStart, useConfirmTwoFactorMutation, useStartTwoFactorMutation } from '../lib/two-factor-api';
import { SaveActions } from './save-actions';
import './two-factor-setup.css';

interface Props {
  /** At sign-in: the enrolment token the API answered instead of a session. */
  enrolmentToken?: string;
  /** After the recovery codes were shown; at sign-in with the session token the API answered. */
  onFinished: (token?: string) => void;
  /** Said before the set-up starts only (it would contradict the recovery codes' "it is on"). */
  intro?: string;
}

export function TwoFactorSetup({ enrolmentToken, onFinished, intro }: Props) {
  const [start, { isLoading: starting }] = useStartTwoFactorMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTwoFactorMutation();
  const [started, setStarted] = useState<TwoFactorStart | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ recoveryCodes: string[]; token?: string } | null>(null);

  const begin = async () => {
    setProblem(null);
    try {
      setStarted(await start({ enrolmentToken }).unwrap());
    } catch (err) {
      setProblem(`Error: ${errorMessage(err) ?? 'Could not start the set-up'}`);
    }
  };

  const turnOn = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = confirmTwoFactorInput.safeParse({ code });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Enter the code');
    setProblem(null);
    try {
      const res = await confirm({ code: parsed.data.code, enrolmentToken }).unwrap();
      setDone({ recoveryCodes: res.recoveryCodes, token: res.token });
    } catch (err) {
      setProblem(`Error: ${errorMessage(err) ?? 'Could not turn two-factor sign-in on'}`);
    }
  };

  if (done)
    return (
      <div className="two-factor-setup">
        <p role="status">
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are not shown again.
        </p>
        <ol className="two-factor-setup__codes" aria-label="Recovery codes">
          {done.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <RecoveryCodeActions codes={done.recoveryCodes} />
        <div className="admin-form__actions">
          <button type="button" className="ui-button ui-button--primary" onClick={() => onFinished(done.token)}>
            I have saved my recovery codes
          </button>
        </div>
      </div>
    );

  if (!started)
    return (
      <div className="two-factor-setup">
        {intro && <p className="admin-form__hint">{intro}</p>}
        {problem && (
          <p className="ui-alert" role="alert">
            {problem}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="button" className="ui-button ui-button--primary" onClick={() => void begin()} disabled={starting}>
            {starting ? 'Starting...' : 'Set up two-factor sign-in'}
          </button>
        </div>
      </div>
    );

  return (
    <form className="two-factor-setup ui-form" onSubmit={(e) => void turnOn(e)} noValidate>
      <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), then enter the 6-digit code it shows.</p>
      <img className="two-factor-setup__qr" src={started.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      <p className="admin-form__hint">
        Cannot scan? Enter this key in the app:{' '}
        <code className="two-factor-setup__secret" data-testid="two-factor-secret">
          {started.secret}
        </code>
      </p>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem ?? undefined}
      />
      <SaveActions busy={confirming} label="Turn on" busyLabel="Checking..." />
    </form>
  );
}

/** The codes in one step: copied for a password manager, or saved as a text file. */
function RecoveryCodeActions({ codes }: { codes: string[] }) {
  const text = `Recovery codes for the back office (each works once):\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('The codes could not be copied: download them instead');
    }
  };
  return (
    <div className="two-factor-setup__code-actions">
      <button type="button" className="ui-button ui-button--ghost" onClick={() => void copy()}>
        Copy all codes
      </button>
      <a className="ui-button ui-button--ghost" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt">
        Download as a file
      </a>
    </div>
  );
}
