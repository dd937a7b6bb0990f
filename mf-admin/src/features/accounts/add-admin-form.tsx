// The form of a new admin: name, e-mail, a first password and a role, the least powerful to start with (checked by
// the same contract as the API).
import { zodResolver } from '@hookform/resolvers/zod';
import { addAdminInput, type AddAdminInput } from '@site/contracts';
import { errorMessage, TextField, toast } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../components/password-field';
import { SaveActions } from '../../components/save-actions';
import { useAddAdminMutation } from './api/accounts-api';
import { FormProblem } from './form-problem';
import { LEAST_POWERFUL_ROLE, RoleFields } from './role-fields';

export function AddAdminForm({ onDone }: { onDone: () => void }) {
  const [add, { isLoading }] = useAddAdminMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm<AddAdminInput>({
    resolver: zodResolver(addAdminInput),
    // The least powerful role: an owner's powers are given on purpose, never by leaving the default.
    defaultValues: { name: '', email: '', password: '', role: LEAST_POWERFUL_ROLE },
    // The sites of a role other than editor are not sent.
    shouldUnregister: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await add(values).unwrap()).message);
      onDone();
    } catch (err) {
      const text = `Error: ${errorMessage(err) ?? 'The admin could not be added'}`;
      setProblem(text);
      toast.error(text);
    }
  });

  return (
    <form className="ui-form admin-form" onSubmit={onSubmit} noValidate>
      <TextField label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="off" error={formState.errors.email?.message} {...register('email')} />
      <PasswordField label="Password" purpose="new" error={formState.errors.password?.message} {...register('password')} />
      <p className="admin-form__hint">At least 8 characters. Share it with the new admin, who can change it under My Account.</p>
      <RoleFields register={register} role={watch('role')} errors={{ role: formState.errors.role?.message, sites: formState.errors.sites?.message }} />
      <FormProblem text={problem} />
      <SaveActions busy={isLoading} onCancel={onDone} />
    </form>
  );
}
