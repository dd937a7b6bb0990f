// Admin sign-in (docs/behaviour.md §2.11): nothing of the back office is fetched before the admin has signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginInput } from '@site/contracts';
import { adminSignedIn, errorMessage, Link, Logo, MESSAGES, Navigate, type Path, useAdminLoginMutation, useAppDispatch, useAppSelector, useLocation, useNavigate } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FiLock, FiUser } from 'react-icons/fi';
import { z } from 'zod';
import './login-page.css';
import { ADMIN_HOME, FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { IconField } from './icon-field';

type Fields = z.input<typeof loginInput> & { remember: boolean };

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((s) => Boolean(s.session.adminToken));
  const sessionEnded = useAppSelector((s) => s.session.adminSessionEnded);
  const [login, { isLoading }] = useAdminLoginMutation();
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(loginInput.extend({ remember: z.boolean() })),
    defaultValues: { email: '', password: '', remember: false },
  });
  // docs/behaviour.md §8: a refused answer is 'Error' / 'Error logging in user'; a failed request 'Login Failed' with the
  // server's message. Shown in the form, as every form shows its problem, not in a pop-up to dismiss.
  const [problem, setProblem] = useState<string | null>(null);
  // Back to where the admin was going, with its query and hash (RequireAdmin passes the whole location).
  const origin = (location.state as { from?: Partial<Path> } | null)?.from;
  const from = origin?.pathname ? `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}` : ADMIN_HOME;

  if (signedIn) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setProblem(null);
    let res: { message: string; token?: string };
    try {
      // Remember me asks the API for a longer-lived token (the old payload without it still works).
      const body = { email, password, remember };
      res = await login(body).unwrap();
    } catch (err) {
      setProblem(`Login Failed: ${errorMessage(err) ?? 'An error occurred. Please try again.'}`);
      return;
    }
    if (res.message !== AUTH_MESSAGES.loginSuccess || !res.token) {
      setProblem('Error: Error logging in user');
      return;
    }
    await dispatch(adminSignedIn({ token: res.token, remember }));
    navigate(from, { replace: true });
  });

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
        <IconField icon={FiLock} label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
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
