import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UserForm } from './useUserForm';

/** The user form's names and email and, for a new user, the first password (at least 8 characters). */
export function UserIdentityFields({ f }: { f: UserForm }) {
  const { values, set, shown } = f;
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput
          label="First name"
          required
          value={values.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
          error={shown('firstName')}
          data-autofocus
        />
        <TextInput
          label="Last name"
          required
          value={values.lastName}
          onChange={(e) => set('lastName', e.currentTarget.value)}
          error={shown('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        required
        type="email"
        value={values.email}
        onChange={(e) => set('email', e.currentTarget.value)}
        error={shown('email')}
      />
      {f.creating && (
        <PasswordInput
          label="First password"
          description="The user signs in with it; at least 8 characters"
          required
          value={values.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={shown('password')}
        />
      )}
    </>
  );
}
