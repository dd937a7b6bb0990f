// The signed-in admin's own account: change the password (the current one is required; other sessions end and this
// one continues with the new token the API answers), two-factor sign-in (docs/behaviour.md §25) and sign out everywhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInput } from '@site/contracts';
import { adminTokenRenewed, ConfirmDialog, errorMessage, logoutAdmin, toast, useAppDispatch } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../components/password-field';
import { SaveActions } from '../../components/save-actions';
import { useChangePasswordMutation, useSignOutEverywhereMutation } from './api/accounts-api';
import './accounts.css';
import { FormProblem } from './form-problem';
import { TwoFactorSection } from './two-factor-section';

const changeForm = changePasswordInput
  .safeExtend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
type Fields = z.input<typeof changeForm>;

export function AccountPage() {
  const dispatch = useAppDispatch();
  const [change, { isLoading: changing }] = useChangePasswordMutation();
  const [signOutEverywhere, { isLoading: signingOut }] = useSignOutEverywhereMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Fields>({
    resolver: zodResolver(changeForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const res = await change({ currentPassword, newPassword }).unwrap();
      await dispatch(adminTokenRenewed(res.token));
      setProblem(null);
      reset();
      toast.success(res.message);
    } catch (err) {
      const text = `Error: ${errorMessage(err) ?? 'The password could not be changed'}`;
      setProblem(text);
      toast.error(text);
    }
  });

  const endAll = async () => {
    try {
      toast.success((await signOutEverywhere().unwrap()).message);
      await dispatch(logoutAdmin('logout'));
    } catch (err) {
      toast.error(`Error: ${errorMessage(err) ?? 'Could not sign out everywhere'}`);
      setConfirming(false);
    }
  };

  return (
    <section className="admin-screen admin-account">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>My Account</h1>
      </header>
      <form className="ui-form admin-form admin-account__card" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
        <h2 id="change-password-title">Change password</h2>
        <PasswordField label="Current password" purpose="current" error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
        <PasswordField label="New password" purpose="new" error={formState.errors.newPassword?.message} {...register('newPassword')} />
        <PasswordField label="Confirm new password" purpose="new" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
        <p className="admin-form__hint">At least 8 characters. Your other sessions are signed out; this one stays open.</p>
        <FormProblem text={problem} />
        <SaveActions busy={changing} label="Change password" />
      </form>
      <TwoFactorSection />
      <div className="admin-account__card">
        <h2>Sign out everywhere</h2>
        <p className="admin-form__hint">Ends every session of your account, on every device, this one included (a lost laptop, a shared computer).</p>
        <div className="admin-form__actions">
          <button type="button" className="ui-button ui-button--danger" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        text="Sign out of every session of your account, this one included?"
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={signingOut}
        onConfirm={() => void endAll()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
