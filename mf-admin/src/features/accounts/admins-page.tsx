// The back office's admin accounts: who may sign in, adding one, disabling or re-enabling one (the API keeps at
// least one admin active and ends a disabled admin's sessions at once), and turning off another admin's two-factor
// sign-in when they lost their phone.
import { ConfirmDialog, type DataColumn, DataTable, errorMessage, ErrorState, Modal, toast } from '@site/shared-ui';
import { useState } from 'react';
import { FiPlus } from 'react-icons/fi';
import { dayInIndia, momentInIndia } from '@site/contracts';
import { AddAdminForm } from './add-admin-form';
import { ChangeRoleForm } from './change-role-form';
import { roleText } from './role-fields';
import { TwoFactorPolicy } from './two-factor-policy';
import { leadColumns } from '../../lib/lead-columns';
import { useMeQuery } from '../../lib/me-api';
import { type AdminAccount, useAdminsQuery, useResetTwoFactorMutation, useSetAdminDisabledMutation } from './api/accounts-api';
import './accounts.css';

/** Someone with the password guessing codes (docs/behaviour.md §25): "5 wrong codes since 24 Nov 2026, 11:32 pm". */
const wrongCodesText = ({ wrongCodes: w }: AdminAccount) => (w ? `${w.count} wrong ${w.count === 1 ? 'code' : 'codes'} since ${momentInIndia(w.since)}` : '');

/** An address may wrap after its @ only: the actions column stays on a 1366 px screen, and a name part stays whole. */
const emailWithBreak = (email: string) => {
  const at = email.indexOf('@');
  return at < 0 ? (
    email
  ) : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

export function AdminsPage() {
  const admins = useAdminsQuery();
  // Newest first, as every back-office list: an admin just added is on the first page.
  const rows = [...(admins.data ?? [])].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  const [setDisabled, { isLoading: busy }] = useSetAdminDisabledMutation();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<AdminAccount | null>(null);
  const [changing, setChanging] = useState<AdminAccount | null>(null);
  const [resetTwoFactor, { isLoading: resetting }] = useResetTwoFactorMutation();
  const [lostPhone, setLostPhone] = useState<AdminAccount | null>(null);
  const myId = useMeQuery().data?._id;

  const act = async (change: () => Promise<{ message: string }>, done: () => void) => {
    try {
      toast.success((await change()).message);
    } catch (err) {
      toast.error(`Error: ${errorMessage(err) ?? 'The admin could not be changed'}`);
    }
    done();
  };
  const confirm = () =>
    pending &&
    act(
      () => setDisabled({ id: pending._id, disabled: !pending.disabled }).unwrap(),
      () => setPending(null),
    );
  const confirmReset = () =>
    lostPhone &&
    act(
      () => resetTwoFactor(lostPhone._id).unwrap(),
      () => setLostPhone(null),
    );

  const dataColumns: DataColumn<AdminAccount>[] = [
    { key: 'name', header: 'Name', value: (a) => a.name },
    { key: 'email', header: 'Email', value: (a) => a.email, render: (a) => emailWithBreak(a.email) },
    { key: 'role', header: 'Role', value: (a) => roleText(a) },
    { key: 'createdAt', header: 'Added', value: (a) => dayInIndia(a.createdAt) },
    {
      key: 'status',
      header: 'Status',
      value: (a) => (a.disabled ? 'Disabled' : 'Active'),
      render: (a) => <span className={`admin-badge${a.disabled ? ' admin-badge--off' : ''}`}>{a.disabled ? 'Disabled' : 'Active'}</span>,
    },
    {
      key: 'twoFactor',
      header: 'Two-factor',
      value: (a) => [a.twoFactor ? 'On' : 'Off', wrongCodesText(a)].filter(Boolean).join(' · '),
      render: (a) => (
        <span className="admin-two-factor">
          {a.twoFactor ? 'On' : 'Off'}
          {a.wrongCodes && <span className="admin-badge admin-badge--alert">{wrongCodesText(a)}</span>}
        </span>
      ),
    },
  ];
  const actions: DataColumn<AdminAccount>[] = [
    {
      key: 'action',
      header: 'Action',
      render: (a) => (
        <span className="admin-actions admin-actions--wrap">
          <button type="button" className="ui-button ui-button--small" aria-label={`Change the role of ${a.name}`} onClick={() => setChanging(a)}>
            Role
          </button>
          <button
            type="button"
            className={`ui-button ui-button--small${a.disabled ? '' : ' ui-button--danger'}`}
            aria-label={`${a.disabled ? 'Enable' : 'Disable'} ${a.name}`}
            onClick={() => setPending(a)}
          >
            {a.disabled ? 'Enable' : 'Disable'}
          </button>
          {a.twoFactor && a._id !== myId && (
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={`Turn off two-factor sign-in of ${a.name}`}
              onClick={() => setLostPhone(a)}
            >
              Turn off 2FA
            </button>
          )}
        </span>
      ),
    },
  ];
  // Who, their role and status, then the actions: on screen at 1366 px however long a name or address is.
  const columns = leadColumns(dataColumns, ['name', 'role'], actions);

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Admins</h1>
        <button type="button" className="ui-button ui-button--primary" onClick={() => setAdding(true)}>
          <FiPlus aria-hidden /> Add Admin
        </button>
      </header>
      <p className="admin-form__hint">
        A disabled admin cannot sign in, and is signed out everywhere at once. There is always at least one active owner. A role change applies on the admin's
        next action.
      </p>
      <TwoFactorPolicy />
      {admins.isError && <ErrorState title="The list could not be loaded" onRetry={() => void admins.refetch()} />}
      <DataTable label="Admins" rows={rows} columns={columns} rowKey={(a) => a._id} emptyText="No admins." numberHeader="S.No" loading={admins.isFetching} />
      <Modal open={adding} onClose={() => setAdding(false)} title="Add Admin" size="large">
        {adding && <AddAdminForm onDone={() => setAdding(false)} />}
      </Modal>
      <Modal open={changing !== null} onClose={() => setChanging(null)} title="Change Role" size="large">
        {changing && <ChangeRoleForm admin={changing} onDone={() => setChanging(null)} />}
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        text={
          pending?.disabled
            ? `Enable ${pending.name}? They will be able to sign in again.`
            : `Disable ${pending?.name ?? ''}? They will be signed out everywhere and cannot sign in until enabled again.`
        }
        confirmLabel={pending?.disabled ? 'Enable' : 'Disable'}
        busyLabel="Saving..."
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={lostPhone !== null}
        text={`Turn off two-factor sign-in of ${lostPhone?.name ?? ''}? Do this when they lost their phone and their recovery codes. They are signed out everywhere and sign in with their password; while two-factor is required, they set it up again at sign-in.`}
        confirmLabel="Turn off"
        busyLabel="Saving..."
        busy={resetting}
        onConfirm={() => void confirmReset()}
        onCancel={() => setLostPhone(null)}
      />
    </section>
  );
}
