// The visitor's login, signup, forgotten password and account deletion modals (docs/behaviour.md §2.6, §4, §14.1, §21): one open at a time,
// switch links, the session's toasts.
import { lazy, Suspense } from 'react';
import { t } from '../../i18n/i18n';
import { openModal } from '../../session/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { Modal } from '../modal/modal';
import { Loading } from '../page-state/page-state';
import './auth-modals.css';

// The forms validate with zod; fetched when a modal first opens, not with the page.
const LoginForm = lazy(() => import('../../forms/auth/auth-forms').then((m) => ({ default: m.LoginForm })));
const SignupForm = lazy(() => import('../../forms/auth/auth-forms').then((m) => ({ default: m.SignupForm })));
const ForgotPasswordForm = lazy(() => import('../../forms/auth/auth-forms').then((m) => ({ default: m.ForgotPasswordForm })));
const DeleteAccountForm = lazy(() => import('../../forms/auth/auth-forms').then((m) => ({ default: m.DeleteAccountForm })));

export function AuthModals() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((s) => s.session.modal);
  const close = () => dispatch(openModal(null));
  return (
    <>
      <Modal open={modal === 'login'} onClose={close} title={t('Login')} size="small">
        <Suspense fallback={<Loading text={t('Loading...')} />}>
          <LoginForm />
        </Suspense>
      </Modal>
      <Modal open={modal === 'signup'} onClose={close} title={t('Sign Up')} size="small">
        <Suspense fallback={<Loading text={t('Loading...')} />}>
          <SignupForm />
        </Suspense>
      </Modal>
      <Modal open={modal === 'forgotPassword'} onClose={close} title={t('Forgot Password')} size="small">
        <Suspense fallback={<Loading text={t('Loading...')} />}>
          <ForgotPasswordForm />
        </Suspense>
      </Modal>
      <Modal open={modal === 'deleteAccount'} onClose={close} title={t('Delete your account?')} size="small">
        <Suspense fallback={<Loading text={t('Loading...')} />}>
          <DeleteAccountForm />
        </Suspense>
      </Modal>
    </>
  );
}
