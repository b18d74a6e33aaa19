import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { API_TOKEN_DAYS, apiTokenRoutes, type ApiTokenScope } from '@crm/contracts';
import { errorText } from '../../../lib/api';
import { useApi } from '../../../lib/useApi';
import { SecretModal } from '../../../components/SecretModal';
import { useCreateApiToken } from './useApiTokens';

type Days = (typeof API_TOKEN_DAYS)[number] | null;
type NewToken = { name: string; scope: ApiTokenScope; expiresInDays: Days };

/** The lifetimes offered, those past the admins' cap (`maxDays`) disabled ("Never" too when there is one). */
const lifetimeOptions = (maxDays: number | null) => [
  ...API_TOKEN_DAYS.map((d) => ({
    value: String(d),
    label: d === 365 ? '1 year' : `${d} days`,
    disabled: maxDays !== null && d > maxDays,
  })),
  { value: 'never', label: 'Never expires', disabled: maxDays !== null },
];

/**
 * Profile → API tokens → New token (issue 42 §1): a name, read only or read and write, and a lifetime
 * within the admins' cap; once made, its secret is shown this once (SecretModal).
 */
export function NewTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiToken();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <SecretModal
      opened={opened}
      onClose={close}
      title="New API token"
      secretTitle="Your new API token"
      made={create.data && { message: create.data.message, secret: create.data.token }}
      testId="api-token"
    >
      <NewTokenForm
        onSubmit={(t) => create.mutate(t)}
        onCancel={close}
        saving={create.isPending}
        error={
          create.error ? errorText(create.error, 'The token could not be made. Try again.') : null
        }
      />
    </SecretModal>
  );
}

/** The new token's name, access and lifetime (the admins' cap read from GET /api/user/tokens/policy). */
function NewTokenForm({
  onSubmit,
  onCancel,
  saving,
  error,
}: {
  onSubmit: (t: NewToken) => void;
  onCancel: () => void;
  saving: boolean;
  error: string | null;
}) {
  const policy = useApi(apiTokenRoutes.policy, {});
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<string>('90');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name, scope, expiresInDays: (days === 'never' ? null : Number(days)) as Days });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          description="What the token is for, e.g. “Finance sync”"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          required
          data-autofocus
          data-testid="api-token-name"
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Access
          </Text>
          <SegmentedControl
            value={scope}
            onChange={(v) => setScope(v as ApiTokenScope)}
            data={[
              { value: 'read', label: 'Read only' },
              { value: 'write', label: 'Read and write' },
            ]}
          />
          <Text size="xs" c="dimmed" mt={4}>
            A token acts as you, with your role’s rules, never more.
          </Text>
        </div>
        <Select
          label="Expires after"
          data={lifetimeOptions(policy.data?.maxDays ?? null)}
          value={days}
          onChange={(v) => v && setDays(v)}
          allowDeselect={false}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!name.trim()}>
            Make token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
