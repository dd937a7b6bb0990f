// My Account's "Two-factor sign-in" (docs/behaviour.md §25): set it up, or turn it off with the password and a code.
import { disableTwoFactorInput } from '@site/contracts';
import { errorMessage, TextField, toast } from '@site/shared-ui';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '../../components/password-field';
import { SaveActions } from '../../components/save-actions';
import { TwoFactorSetup } from '../../components/two-factor-setup';
import { useMeQuery } from '../../lib/me-api';
import { useDisableTwoFactorMutation } from '../../lib/two-factor-api';
import { FormProblem } from './form-problem';

export function TwoFactorSection() {
  const me = useMeQuery();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const on = me.data?.twoFactor === true;

  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = disableTwoFactorInput.safeParse({ password, code });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Enter your password and a code');
    try {
      toast.success((await disable(parsed.data).unwrap()).message);
      setProblem(null);
      setPassword('');
      setCode('');
      void me.refetch();
    } catch (err) {
      setProblem(`Error: ${errorMessage(err) ?? 'Could not turn two-factor sign-in off'}`);
    }
  };

  return (
    <section className="admin-account__card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {!me.data ? null : on ? (
        <form className="ui-form admin-form" onSubmit={(e) => void turnOff(e)} noValidate>
          <p className="admin-form__hint">
            <strong>On.</strong> You sign in with your password and a code from your authenticator app. To turn it off, enter your password and a code (or a
            recovery code).
          </p>
          <PasswordField label="Password" purpose="current" value={password} onChange={(e) => setPassword(e.target.value)} />
          <TextField label="Code from the app or a recovery code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <FormProblem text={problem} />
          <SaveActions busy={isLoading} label="Turn off two-factor sign-in" busyLabel="Turning off..." tone="danger" />
        </form>
      ) : (
        <TwoFactorSetup
          intro="Off. With it on, signing in also needs a code from an authenticator app on your phone, so a stolen password alone does not open the back office."
          onFinished={() => void me.refetch()}
        />
      )}
    </section>
  );
}
