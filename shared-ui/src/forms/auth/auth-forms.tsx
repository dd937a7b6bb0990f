// The visitor's login and signup forms (docs/behaviour.md §2.6, §4), checked with the API's contract before sending.
// Loaded lazily by AuthModals so zod is not part of the first page load.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, registerInput } from '@site/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginVisitor, openModal, registerVisitor } from '../../session/session-slice';
import { useAppDispatch } from '../../store/store';
import { TextField } from '../../ui/auth/form-field';
import { HoneypotField, useSpamGuard } from '../../ui/forms/spam-guard';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { register, handleSubmit, formState } = useForm<z.input<typeof loginInput>>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    await dispatch(loginVisitor(values));
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="ui-auth__switch">
        Don&apos;t have an account?{' '}
        <button type="button" onClick={() => dispatch(openModal('signup'))}>
          Sign Up
        </button>
      </p>
    </form>
  );
}

export function SignupForm() {
  const dispatch = useAppDispatch();
  const guard = useSpamGuard();
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof registerInput>>({
    resolver: zodResolver(registerInput),
    defaultValues: { name: '', mobile: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    const ok = await dispatch(registerVisitor({ ...values, mobile: String(values.mobile), ...guard.fields() })).unwrap();
    if (ok) {
      reset();
      guard.restart();
    }
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Phone Number" type="tel" inputMode="numeric" autoComplete="tel" error={errors.mobile?.message} {...register('mobile')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <HoneypotField ref={guard.trap} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Signing up...' : 'Sign Up'}
      </button>
      <p className="ui-auth__switch">
        Already have an account?{' '}
        <button type="button" onClick={() => dispatch(openModal('login'))}>
          Login
        </button>
      </p>
    </form>
  );
}
