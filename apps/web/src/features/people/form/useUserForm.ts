import { AdminUserFields, AdminUsersCreateRequest, type AdminUserProfile } from '@crm/contracts';
import { useContractForm } from '../../../lib/form';
import { useSaveUser } from '../adminUsers';
import {
  EMPTY_USER_FORM,
  fromProfile,
  userFormErrors,
  userRequestOf,
  type UserFormErrorField,
  type UserFormValues,
} from './userFormValues';

/**
 * The add (`profile` null) or edit user form, checked by the create / update contract with the screen's
 * sentences (userFormErrors): the values, `set` one field, the error `shown` under a field, and `onSubmit`,
 * which saves (POST or PATCH /api/admin/users) and calls `onDone` on success.
 */
export function useUserForm(profile: AdminUserProfile | null, onDone: () => void) {
  const creating = profile === null;
  const { form, submit } = useContractForm<UserFormValues>({
    initialValues: profile ? fromProfile(profile) : EMPTY_USER_FORM,
    schema: creating ? AdminUsersCreateRequest.shape.users.element : AdminUserFields,
    request: userRequestOf,
    sentences: userFormErrors,
  });
  const save = useSaveUser();
  const onSubmit = submit((v) => {
    const fields = userRequestOf(v);
    save.mutate(
      creating
        ? { create: { users: [fields] } }
        : { update: { users: [{ ...fields, userId: profile.userId }] } },
      { onSuccess: onDone },
    );
  });
  return {
    creating,
    /** The edited user's id (null for a new user). */
    userId: profile?.userId ?? null,
    /** The edited user was invited and has not set a password yet. */
    invitationPending: profile?.invitationPending ?? false,
    values: form.values,
    set: <K extends keyof UserFormValues>(k: K, v: UserFormValues[K]) =>
      form.setValues({ [k]: v } as Partial<UserFormValues>),
    shown: (k: UserFormErrorField) => form.errors[k],
    saving: save.isPending,
    onSubmit,
  };
}

/** The user form's values, setters, errors and submit (useUserForm). */
export type UserForm = ReturnType<typeof useUserForm>;
