// An owner changes another admin's role (and an editor's sites); it applies on that admin's next request.
import { zodResolver } from '@hookform/resolvers/zod';
import { changeRoleInput, type ChangeRoleInput } from '@site/contracts';
import { errorMessage, toast } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SaveActions } from '../../components/save-actions';
import { type AdminAccount, useChangeRoleMutation } from './api/accounts-api';
import { FormProblem } from './form-problem';
import { RoleFields } from './role-fields';

export function ChangeRoleForm({ admin, onDone }: { admin: AdminAccount; onDone: () => void }) {
  const [change, { isLoading }] = useChangeRoleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<ChangeRoleInput>({
    resolver: zodResolver(changeRoleInput),
    defaultValues: { role: admin.role, sites: admin.sites ? [...admin.sites] : undefined },
    // The sites of a role other than editor are not sent.
    shouldUnregister: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await change({ id: admin._id, ...values }).unwrap()).message);
      onDone();
    } catch (err) {
      const text = `Error: ${errorMessage(err) ?? 'The role could not be changed'}`;
      setProblem(text);
      toast.error(text);
    }
  });

  return (
    <form className="ui-form admin-form" onSubmit={onSubmit} noValidate>
      <p className="admin-form__hint">
        {admin.name} ({admin.email})
      </p>
      <RoleFields register={register} role={watch('role')} errors={{ role: formState.errors.role?.message, sites: formState.errors.sites?.message }} />
      <FormProblem text={problem} />
      <SaveActions busy={isLoading} onCancel={onDone} />
    </form>
  );
}
