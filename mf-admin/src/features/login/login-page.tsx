// Admin sign-in (spec §2.11): nothing of the back office is fetched before the admin has signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginInput } from '@site/api/contracts';
import { adminSignedIn, errorMessage, Logo, useAdminLoginMutation, useAppDispatch, useAppSelector } from '@site/shared-ui';
import { useForm } from 'react-hook-form';
import { FiLock, FiUser } from 'react-icons/fi';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { z } from 'zod';
import './login-page.css';

type Fields = z.input<typeof loginInput> & { remember: boolean };

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector((s) => Boolean(s.session.adminToken));
  const [login, { isLoading }] = useAdminLoginMutation();
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(loginInput.extend({ remember: z.boolean() })),
    defaultValues: { email: '', password: '', remember: false },
  });
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname ?? '/admin';

  if (signedIn) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    try {
      const res = await login({ email, password }).unwrap();
      if (res.message !== AUTH_MESSAGES.loginSuccess || !res.token) throw new Error(res.message);
      await dispatch(adminSignedIn({ token: res.token, remember }));
      navigate(from, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err) ?? 'Sign-in failed. Please try again.');
    }
  });

  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <Logo />
        <h1 id="admin-login-title">Admin sign in</h1>
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
    </main>
  );
}
