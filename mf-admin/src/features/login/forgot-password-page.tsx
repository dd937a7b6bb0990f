// An admin's "Forgot Password" (docs/behaviour.md §21): the answer is the same whether the address has an account.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInput } from '@site/contracts';
import { errorMessage, Link, Logo, useForgotPasswordMutation } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FiUser } from 'react-icons/fi';
import type { z } from 'zod';
import './login-page.css';
import { ADMIN_LOGIN } from '../../lib/paths';
import { IconField } from '../../components/icon-field';

export function ForgotPasswordPage() {
  const [send] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordInput>>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      setSent((await send({ role: 'admin', email }).unwrap()).message);
    } catch (err) {
      setProblem(errorMessage(err) ?? 'The link could not be sent. Please try again.');
    }
  });
  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={onSubmit} noValidate aria-labelledby="admin-forgot-title">
        <Logo />
        <h1 id="admin-forgot-title">Forgot Password</h1>
        {sent ? (
          <p className="admin-login__notice" role="status">
            {sent}
          </p>
        ) : (
          <>
            <p className="admin-login__text">Enter your admin e-mail address: we will send it a link to set a new password.</p>
            <IconField icon={FiUser} label="Email" type="email" autoComplete="username" error={formState.errors.email?.message} {...register('email')} />
            {problem && (
              <p className="ui-alert" role="alert">
                {problem}
              </p>
            )}
            <button type="submit" className="ui-button ui-button--primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'SEND THE LINK'}
            </button>
          </>
        )}
        <Link className="admin-login__link" to={ADMIN_LOGIN}>
          Back to sign in
        </Link>
      </form>
    </main>
  );
}
