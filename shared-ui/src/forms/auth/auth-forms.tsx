// The visitor's login, signup and account deletion forms (docs/behaviour.md §2.6, §4, §14.1), checked with the API's
// contract before sending; sign-up asks for the consent to the privacy notice that every visitor form asks for.
// Loaded lazily by AuthModals so zod is not part of the first page load.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, deleteOwnAccountInput, forgotPasswordInput, loginInput, registerInput } from '@site/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHref, useLocation } from 'react-router-dom';
import type { z } from 'zod';
import { deleteVisitorAccount, loginVisitor, MESSAGES, openModal, registerVisitor } from '../../session/session-slice';
import { errorMessage, useForgotPasswordMutation } from '../../api/api';
import { useAppDispatch } from '../../store/store';
import { getRuntimeConfig } from '../../config/runtime-config';
import { TextField } from '../../fields/form-field';
import { PRIVACY_PAGE, variantOf } from '../../pages/site-links';
import { ConsentCheckbox } from '../../fields/consent-checkbox';
import { HoneypotField } from '../../fields/spam-guard';
import { useMessageText } from '../../fields/message-text';
import { t } from '../../i18n/i18n';
import { richText } from '../../lib/rich-text';
import { consentForm, useSubmissionForm } from '../use-submission-form';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { register, handleSubmit, formState } = useForm<z.input<typeof loginInput>>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    await dispatch(loginVisitor(values));
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField label={t('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('Password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('Signing in...') : t('Sign in')}
      </button>
      <p className="ui-auth__switch">
        <button type="button" onClick={() => dispatch(openModal('forgotPassword'))}>
          {t('Forgot Password?')}
        </button>
      </p>
      <p className="ui-auth__switch">
        {t("Don't have an account?")}{' '}
        <button type="button" onClick={() => dispatch(openModal('signup'))}>
          {t('Sign Up')}
        </button>
      </p>
    </form>
  );
}

const SIGNUP_FORM = consentForm(registerInput, ['name', 'mobile', 'email', 'password']);

export function SignupForm() {
  const dispatch = useAppDispatch();
  // The session's thunk says how it went (toasts) and opens the login modal; an answer without the success message
  // resolves false and leaves the form as it is.
  const { register, submit, formState, trap } = useSubmissionForm({
    ...SIGNUP_FORM,
    send: (body) => dispatch(registerVisitor({ ...body, mobile: String(body.mobile) })).unwrap(),
    minFillMs: getRuntimeConfig().minFillMs,
  });
  const { errors, isSubmitting } = formState;
  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <TextField label={t('Full Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={t('Phone Number')} type="tel" inputMode="numeric" autoComplete="tel" error={errors.mobile?.message} {...register('mobile')} />
      <TextField label={t('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('Password')} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('Signing up...') : t('Sign Up')}
      </button>
      <p className="ui-auth__switch">
        {t('Already have an account?')}{' '}
        <button type="button" onClick={() => dispatch(openModal('login'))}>
          {t('Login')}
        </button>
      </p>
    </form>
  );
}

/** "Delete your account?": what is deleted and what is kept, confirmed with the password (docs/behaviour.md §14.1). */
export function DeleteAccountForm() {
  const dispatch = useAppDispatch();
  // Under the page's language prefix (the router's basename) on a Hindi or Marathi page.
  const notice = useHref(PRIVACY_PAGE[variantOf(useLocation().pathname)]);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof deleteOwnAccountInput>>({
    resolver: zodResolver(deleteOwnAccountInput),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ password }) => {
    const result = await dispatch(deleteVisitorAccount(password)).unwrap();
    // The session's own words are shown in the page's language; the server's come in it.
    if (!result.deleted)
      setError('password', { message: result.message === MESSAGES.deleteFailed ? t(MESSAGES.deleteFailed) : result.message }, { shouldFocus: true });
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={t('Delete your account')}>
      <p className="ui-auth__text">
        {richText(
          t(
            'Your account and its sign-in are removed for good. Enquiries, bookings and applications you have already sent are kept by the company under its <0>privacy notice</0>, which says how to ask for them to be erased.',
          ),
          [
            (words) => (
              <a href={notice} target="_blank" rel="noopener">
                {words}
              </a>
            ),
          ],
        )}
      </p>
      <TextField label={t('Password')} type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <button type="submit" className="ui-button ui-button--danger" disabled={isSubmitting}>
        {isSubmitting ? t('Deleting...') : t('Delete account')}
      </button>
    </form>
  );
}

/**
 * "Forgot Password" (docs/behaviour.md §21): the address gets a single-use link if it has an account; the answer is
 * the same either way, so the form says so in those words.
 */
export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const [send] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const text = useMessageText();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof forgotPasswordInput>>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ email }) => {
    try {
      setSent((await send({ role: 'user', email }).unwrap()).message);
    } catch (err) {
      setError('email', { message: errorMessage(err) ?? t('The link could not be sent. Please try again.') });
    }
  });
  if (sent)
    return (
      <div className="ui-form">
        <p className="ui-auth__text" role="status">
          {sent || text(AUTH_MESSAGES.resetRequested)}
        </p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('login'))}>
          {t('Back to sign in')}
        </button>
      </div>
    );
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={t('Forgot password')}>
      <p className="ui-auth__text">{t('Enter the e-mail address of your account: we will send it a link to set a new password.')}</p>
      <TextField label={t('Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('Sending...') : t('Send the link')}
      </button>
      <p className="ui-auth__switch">
        {t('Remembered it?')}{' '}
        <button type="button" onClick={() => dispatch(openModal('login'))}>
          {t('Login')}
        </button>
      </p>
    </form>
  );
}
