import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ApiTokenInfo } from '@crm/contracts';
import { formatListStamp } from '../../../lib/format';

/** A token's state as its list shows it: revoked, expired, or live. */
const stateOf = (k: ApiTokenInfo): 'revoked' | 'expired' | 'live' =>
  k.revokedAt
    ? 'revoked'
    : k.expiresAt && Date.parse(k.expiresAt) <= Date.now()
      ? 'expired'
      : 'live';

/**
 * API tokens (issue 42 §1): name with its scope and the secret's last four characters, the user (an admin's
 * list), made, expiry, last use with its address, and Revoke on each live one (`onRevoke` confirms first).
 */
export function ApiTokensTable({
  tokens,
  showUser,
  onRevoke,
}: {
  tokens: ApiTokenInfo[];
  showUser: boolean;
  onRevoke: (token: ApiTokenInfo) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={showUser ? 760 : 640}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {showUser && <Table.Th>User</Table.Th>}
            <Table.Th>Made</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((k) => (
            <TokenRow key={k.id} k={k} showUser={showUser} onRevoke={onRevoke} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One token's row. */
function TokenRow({
  k,
  showUser,
  onRevoke,
}: {
  k: ApiTokenInfo;
  showUser: boolean;
  onRevoke: (token: ApiTokenInfo) => void;
}) {
  const state = stateOf(k);
  return (
    <Table.Tr
      data-testid="api-token-row"
      data-state={state}
      c={state === 'live' ? undefined : 'dimmed'}
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {k.name}
          </Text>
          <Badge size="xs" variant="light" color={k.scope === 'write' ? 'orange' : 'blue'}>
            {k.scope === 'write' ? 'Read and write' : 'Read only'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          sdk_…{k.hint}
        </Text>
      </Table.Td>
      {showUser && (
        <Table.Td>
          <Text size="sm">{k.userName}</Text>
        </Table.Td>
      )}
      <Table.Td>
        <Text size="sm">{formatListStamp(k.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{k.expiresAt ? formatListStamp(k.expiresAt) : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{k.lastUsedAt ? formatListStamp(k.lastUsedAt) : 'Not yet'}</Text>
        {k.lastUsedAddress && (
          <Text size="xs" c="dimmed">
            {k.lastUsedAddress}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {state === 'live' ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => onRevoke(k)}
            aria-label={`Revoke ${k.name}`}
          >
            Revoke
          </Button>
        ) : (
          <Badge size="sm" variant="outline" color="gray">
            {state === 'revoked' ? 'Revoked' : 'Expired'}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
