import { SimpleGrid, TextInput } from '@mantine/core';
import type { UserForm } from './useUserForm';
import { InvitationNote, PendingInvitation } from './InvitationNote';
import { ResetSecondFactor, SignOutEverywhere } from './SecurityActions';

/** The user form's names and email and, for a new user, how they get their password (the invitation mail). */
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
      {f.creating && <InvitationNote />}
      {f.invitationPending && f.userId !== null && <PendingInvitation userId={f.userId} />}
      {!f.creating && !f.invitationPending && f.userId !== null && (
        <>
          <SignOutEverywhere userId={f.userId} name={`${values.firstName} ${values.lastName}`} />
          <ResetSecondFactor userId={f.userId} name={`${values.firstName} ${values.lastName}`} />
        </>
      )}
    </>
  );
}
