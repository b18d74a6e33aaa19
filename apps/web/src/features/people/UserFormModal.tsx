import {
  Autocomplete,
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  AdminUserFields,
  AdminUsersCreateRequest,
  ROLE_CODES,
  ROLE_NAMES,
  type AdminUserProfile,
  type RoleCode,
} from '@crm/contracts';
import { useContractForm } from '../../lib/form';
import { useReference } from '../../lib/referenceQueries';
import { SearchPicker } from '../../components/searchPickers';
import {
  useAdminUserProfile,
  useDesignationOptions,
  useSaveUser,
  useTeamOwnerOptions,
} from './adminUsers';
import { SEARCH_DEBOUNCE_MS } from '../../components/SearchBox';
import { ThrottledButton } from '../../components/ThrottledButton';

type Form = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  roles: RoleCode[];
  verticalId: string | null;
  designation: string;
  teamOwnerId: string | null;
};

const EMPTY: Form = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  roles: [],
  verticalId: null,
  designation: '',
  teamOwnerId: null,
};
const isEmail = (v: string) => AdminUserFields.shape.email.safeParse(v).success;

const fromProfile = (p: AdminUserProfile): Form => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  password: '',
  roles: p.roles,
  verticalId: p.verticalId ? String(p.verticalId) : null,
  designation: p.designation ?? '',
  teamOwnerId: p.teamOwnerId ? String(p.teamOwnerId) : null,
});

/** The sentence for each invalid field of the form, or null (names ≤ 100, a valid email, a role, an 8-character first password for a new user). */
function formErrors(f: Form, creating: boolean) {
  const name = (label: string, v: string) =>
    !v.trim()
      ? `${label} is required`
      : v.trim().length > 100
        ? `${label} can be at most 100 characters`
        : null;
  return {
    firstName: name('First name', f.firstName),
    lastName: name('Last name', f.lastName),
    email: !f.email.trim()
      ? 'Email is required'
      : isEmail(f.email.trim())
        ? null
        : 'Enter a valid email address',
    password:
      creating && f.password.length < 8 ? 'The password must have at least 8 characters' : null,
    roles: f.roles.length ? null : 'Choose at least one role',
    designation:
      f.designation.trim().length > 100 ? 'Designation can be at most 100 characters' : null,
  };
}

/** The user fields a form sends (trimmed; empty designation is none), with the first password for a new user. */
const requestOf = (form: Form, creating: boolean) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
  roles: form.roles,
  verticalId: form.verticalId ? Number(form.verticalId) : null,
  designation: form.designation.trim() || null,
  teamOwnerId: form.teamOwnerId ? Number(form.teamOwnerId) : null,
  ...(creating ? { password: form.password } : {}),
});

/**
 * The admin's add / edit user dialog (spec 001 §8 Users): names, email, a first password
 * (new users only), roles, vertical, designation and team owner. Errors show under the fields after the
 * first save attempt; the server's answer ('User Added Successfully', 'User Email Already exist') is toasted.
 */
export function UserFormModal({
  userId,
  opened,
  onClose,
}: {
  userId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const profile = useAdminUserProfile(opened ? userId : null);
  const title = userId === null ? 'Add user' : 'Edit user';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {userId !== null && !profile.data ? (
        <Stack>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <UserForm key={userId ?? 'new'} profile={profile.data ?? null} onDone={onClose} />
      )}
    </Modal>
  );
}

function UserForm({ profile, onDone }: { profile: AdminUserProfile | null; onDone: () => void }) {
  const creating = profile === null;
  const { form: mantineForm, submit } = useContractForm<Form>({
    initialValues: profile ? fromProfile(profile) : EMPTY,
    schema: creating ? AdminUsersCreateRequest.shape.users.element : AdminUserFields,
    request: (v) => requestOf(v, creating),
    sentences: (v) => formErrors(v, creating),
  });
  const form = mantineForm.values;
  const set = <K extends keyof Form>(k: K, v: Form[K]) =>
    mantineForm.setValues({ [k]: v } as Partial<Form>);
  const { data: ref } = useReference();
  const [designationSearch] = useDebouncedValue(form.designation.trim(), SEARCH_DEBOUNCE_MS);
  const designations = useDesignationOptions(designationSearch);
  const save = useSaveUser();
  const shown = (k: keyof ReturnType<typeof formErrors>) => mantineForm.errors[k];
  const onSubmit = submit((v) => {
    const { password, ...fields } = requestOf(v, creating);
    save.mutate(
      creating
        ? { create: { users: [{ ...fields, password: password ?? '' }] } }
        : { update: { users: [{ ...fields, userId: profile.userId }] } },
      { onSuccess: onDone },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} data-testid="user-form">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label="First name"
            required
            value={form.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={shown('firstName')}
            data-autofocus
          />
          <TextInput
            label="Last name"
            required
            value={form.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={shown('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          required
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={shown('email')}
        />
        {creating && (
          <PasswordInput
            label="First password"
            description="The user signs in with it; at least 8 characters"
            required
            value={form.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={shown('password')}
          />
        )}
        <MultiSelect
          label="Roles"
          required
          data={ROLE_CODES.map((r) => ({ value: r, label: `${ROLE_NAMES[r]} (${r})` }))}
          value={form.roles}
          onChange={(v) => set('roles', v as RoleCode[])}
          error={shown('roles')}
          searchable
          data-testid="user-form-roles"
        />
        <SimpleGrid cols={2}>
          <Select
            label="Vertical"
            clearable
            searchable
            data={(ref?.verticals ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
            value={form.verticalId}
            onChange={(v) => set('verticalId', v)}
          />
          <Autocomplete
            label="Designation"
            placeholder="e.g. Senior Manager"
            data={designations}
            value={form.designation}
            onChange={(v) => set('designation', v)}
            error={shown('designation')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <SearchPicker
          label="Team owner"
          noun="team owners"
          value={form.teamOwnerId}
          initial={
            profile?.teamOwnerId
              ? { value: String(profile.teamOwnerId), label: profile.teamOwnerName ?? '' }
              : null
          }
          onChange={(v) => set('teamOwnerId', v)}
          useOptions={useTeamOwnerOptions}
          testId="user-form-team-owner"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <ThrottledButton type="submit" loading={save.isPending} data-testid="user-form-save">
            {creating ? 'Add user' : 'Save'}
          </ThrottledButton>
        </Group>
      </Stack>
    </form>
  );
}
