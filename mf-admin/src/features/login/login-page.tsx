// Admin sign-in (docs/behaviour.md §2.11): nothing of the back office is fetched before the admin has signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginInput } from '@site/contracts';
import { adminSignedIn, errorMessage, Logo, MESSAGES, Modal, Navigate, type Path, useAdminLoginMutation, useAppDispatch, useAppSelector, useLocation, useNavigate } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FiLock, FiUser } from 'react-icons/fi';
import { z } from 'zod';
import './login-page.css';
import { ADMIN_HOME } from '../../lib/paths';

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
  // docs/behaviour.md §8: a refused answer is 'Error' / 'Error logging in user'; a failed request 'Login Failed' with the server's message.
  const [popup, setPopup] = useState<{ title: string; text: string } | null>(null);
  // Back to where the admin was going, with its query and hash (RequireAdmin passes the whole location).
  const origin = (location.state as { from?: Partial<Path> } | null)?.from;
  const from = origin?.pathname ? `${origin.pathname}${origin.search ?? ''}${origin.hash ?? ''}` : ADMIN_HOME;

  if (signedIn) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    let res: { message: string; token?: string };
    try {
      // Remember me asks the API for a longer-lived token (the old payload without it still works).
      const body = { email, password, remember };
      res = await login(body).unwrap();
    } catch (err) {
      setPopup({ title: 'Login Failed', text: errorMessage(err) ?? 'An error occurred. Please try again.' });
      return;
    }
    if (res.message !== AUTH_MESSAGES.loginSuccess || !res.token) {
      setPopup({ title: 'Error', text: 'Error logging in user' });
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
        <label className="admin-login__field">
          <span className="ui-visually-hidden">Email</span>
          <FiUser aria-hidden />
          <input type="email" autoComplete="username" placeholder="Email" aria-invalid={Boolean(formState.errors.email)} {...register('email')} />
        </label>
        {formState.errors.email && <p className="ui-field__error">{formState.errors.email.message}</p>}
        <label className="admin-login__field">
          <span className="ui-visually-hidden">Password</span>
          <FiLock aria-hidden />
          <input type="password" autoComplete="current-password" placeholder="Password" aria-invalid={Boolean(formState.errors.password)} {...register('password')} />
        </label>
        {formState.errors.password && <p className="ui-field__error">{formState.errors.password.message}</p>}
        <label className="admin-login__remember">
          <input type="checkbox" {...register('remember')} /> Remember me
        </label>
        <button type="submit" className="ui-button ui-button--primary" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'LOGIN'}
        </button>
      </form>
      <Modal open={popup !== null} onClose={() => setPopup(null)} title={popup?.title ?? ''} size="small">
        <p role="alert">{popup?.text}</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => setPopup(null)}>
          OK
        </button>
      </Modal>
    </main>
  );
}
