import { lazyForm, useParams } from '@site/shared-ui';

// The page's body (the link's check, the form and its zod checks) loads with the page's first visit, not with the site.
const ResetPassword = lazyForm(async () => ({ default: (await import('./reset-password')).ResetPassword }));

/** /reset-password/{token} (docs/behaviour.md §21): a visitor's single-use link to set a new password. */
export function ResetPasswordPage() {
  const { id: token = '' } = useParams();
  return <ResetPassword token={token} />;
}
