// The owner's rule (docs/behaviour.md §25): every admin signs in with a code; one without two-factor sign-in is
// asked to set it up at their next sign-in. The owner needs it on for their own account first (the API says so).
import { errorMessage, toast } from '@site/shared-ui';
import { useSetTwoFactorPolicyMutation, useTwoFactorPolicyQuery } from '../../lib/two-factor-api';

export function TwoFactorPolicy() {
  const policy = useTwoFactorPolicyQuery();
  const [save, { isLoading }] = useSetTwoFactorPolicyMutation();
  const required = policy.data?.required ?? false;

  const toggle = async () => {
    try {
      toast.success((await save({ required: !required }).unwrap()).message);
    } catch (err) {
      toast.error(`Error: ${errorMessage(err) ?? 'Could not save'}`);
    }
  };

  return (
    <label className="admin-two-factor-policy">
      <input type="checkbox" role="switch" checked={required} disabled={!policy.data || isLoading} onChange={() => void toggle()} />
      <span>
        Require two-factor sign-in for every admin
        <small className="admin-form__hint">Admins without it are asked to set it up when they next sign in.</small>
      </span>
    </label>
  );
}
