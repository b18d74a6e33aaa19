import { SimpleGrid, TextInput } from '@mantine/core';
import type { PocFormState } from './usePocForm';

/** The POC form's name (required, focused first), role, email and LinkedIn, two a row. */
export function PocIdentityFields({ pf }: { pf: PocFormState }) {
  const { values, errors, tooLong, set } = pf;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name"
        required
        value={values.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={tooLong.name ?? errors.name}
        data-autofocus
        data-testid="poc-name"
      />
      <TextInput
        label="Role"
        value={values.role}
        onChange={(e) => set('role', e.currentTarget.value)}
        error={tooLong.role}
        placeholder="e.g. Head of Sponsorships"
        data-testid="poc-role"
      />
      <TextInput
        label="Email"
        type="email"
        value={values.email}
        onChange={(e) => set('email', e.currentTarget.value)}
        error={tooLong.email ?? errors.email}
        data-testid="poc-email"
      />
      <TextInput
        label="LinkedIn"
        value={values.linkedInUrl}
        onChange={(e) => set('linkedInUrl', e.currentTarget.value)}
        error={tooLong.linkedInUrl ?? errors.linkedInUrl}
        placeholder="https://www.linkedin.com/in/…"
        data-testid="poc-linkedin"
      />
    </SimpleGrid>
  );
}
