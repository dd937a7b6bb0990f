// Admin sign-in (docs/behaviour.md §2.11): nothing of the back office is fetched before the admin has signed in.
// With two-factor sign-in (§25) a code field appears once the password is right; an admin who must set it up first
// does so here, with the enrolment token the API answers instead of a session.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginInput, TWO_FACTOR_MESSAGES } from '@site/contracts';
import {
  adminSignedIn,
  errorMessage,
  Link,
  Logo,
  MESSAGES,
  Navigate,
  type Path,
  useAdminLoginMutation,
  useAppDispatch,
  useAppSelector,
  useLocation,
  useNavigate,
} from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FiKey, FiUser } from 'react-icons/fi';
import { z } from 'zod';
import './login-page.css';
import { TwoFactorSetup } from '../../components/two-factor-setup';
import { ADMIN_HOME, FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { IconField } from '../../components/icon-field';
import { PasswordField } from '../../components/password-field';

type Fields = z.input<typeof loginInput> & { remember: boolean; code: string };

/** The API's 401 for a right password without a right code. */
const asksForCode = (err: unknown) => (err as { data?: { twoFactor?: unknown } } | undefined)?.data?.twoFactor === 'required';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((s) => Boolean(s.session.adminToken));
  const sessionEnded = useAppSelector((s) => s.session.adminSessionEnded);
  const [login, { isLoading }] = useAdminLoginMutation();
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(loginInput.extend({ remember: z.boolean(), code: z.string().trim().max(40) })),
    defaultValues: { email: '', password: '', remember: false, code: '' },
  });
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [enrolment, setEnrolment] = useState<{ token: string; remember: boolean } | null>(null);
  // docs/behaviour.md §8: a refused answer is 'Error' / 'Error logging in user'; a failed request 'Login Failed' with the
  // server's message. Shown in the form, as every form shows its problem, not in a pop-up to dismiss.
  const [problem, setProblem] = useState<string | null>(null);
  // Back to where the admin was going, with its query and hash (RequireAdmin passes the whole location).
  const origin = (location.state as { from?: Partial<Path> } | null)?.from;
  const from = origin?.pathname ? `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}` : ADMIN_HOME;

  if (signedIn) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async ({ email, password, remember, code }) => {
    setProblem(null);
    let res: Awaited<ReturnType<ReturnType<typeof login>['unwrap']>>;
    try {
      // Remember me asks the API for a longer-lived token (the old payload without it still works).
      const body = { email, password, remember, ...(codeStep && code && { code }) };
      res = await login(body).unwrap();
    } catch (err) {
      // The first time, the code field appearing says it all; after a code was sent, its refusal is the problem.
      if (asksForCode(err) && !codeStep) return setCodeStep(true);
      setProblem(`Login Failed: ${errorMessage(err) ?? 'An error occurred. Please try again.'}`);
      return;
    }
    if (res.twoFactor === 'enrol' && res.enrolmentToken) {
      setEnrolment({ token: res.enrolmentToken, remember });
      return;
    }
    if (res.message !== AUTH_MESSAGES.loginSuccess || !res.token) {
      setProblem('Error: Error logging in user');
      return;
    }
    await dispatch(adminSignedIn({ token: res.token, remember }));
    navigate(from, { replace: true });
  });

  const finishEnrolment = async (token?: string) => {
    if (!token || !enrolment) return;
    await dispatch(adminSignedIn({ token, remember: enrolment.remember }));
    navigate(from, { replace: true });
  };

  if (enrolment)
    return (
      <main className="admin-login">
        <div className="admin-login__card admin-login__card--wide">
          <Logo />
          <h1>Set up two-factor sign-in</h1>
          <p className="admin-login__notice" role="status">
            {TWO_FACTOR_MESSAGES.enrolFirst}
          </p>
          <TwoFactorSetup enrolmentToken={enrolment.token} onFinished={(token) => void finishEnrolment(token)} />
        </div>
      </main>
    );

  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <Logo />
        <h1 id="admin-login-title">Admin sign in</h1>
        {sessionEnded && (
          <p className="admin-login__notice" role="status">
            {MESSAGES.adminSessionEnded}
          </p>
        )}
        <IconField icon={FiUser} label="Email" type="email" autoComplete="username" error={formState.errors.email?.message} {...register('email')} />
        <PasswordField signIn label="Password" purpose="current" error={formState.errors.password?.message} {...register('password')} />
        {codeStep && (
          <>
            <p className="admin-login__notice" role="status">
              {recovery ? 'Enter one of your recovery codes' : TWO_FACTOR_MESSAGES.codeRequired}
            </p>
            <IconField
              icon={FiKey}
              label={recovery ? 'Recovery code' : 'Authentication code'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoFocus
              error={formState.errors.code?.message}
              {...register('code')}
            />
            <button type="button" className="admin-login__link admin-login__switch" onClick={() => setRecovery((r) => !r)}>
              {recovery ? 'Use a code from the app' : 'Use a recovery code'}
            </button>
          </>
        )}
        {problem && (
          <p className="ui-alert" role="alert">
            {problem}
          </p>
        )}
        <label className="admin-login__remember">
          <input type="checkbox" {...register('remember')} /> Remember me
        </label>
        <button type="submit" className="ui-button ui-button--primary" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'LOGIN'}
        </button>
        <Link className="admin-login__link" to={FORGOT_PASSWORD_PATH}>
          Forgot Password?
        </Link>
      </form>
    </main>
  );
}
