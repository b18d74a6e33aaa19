import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { SessionInfo } from '@crm/contracts';
import { formatListStamp } from '../../../lib/format';

/** The signed-in sessions: device (this browser marked), address, signed in, last seen, and Sign out on each other one. */
export function SessionsTable({
  sessions,
  ending,
  onEnd,
}: {
  sessions: SessionInfo[];
  /** The session being signed out, if any. */
  ending: string | undefined;
  onEnd: (sessionId: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Signed in</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((s) => (
            <SessionRow key={s.sessionId} s={s} ending={ending === s.sessionId} onEnd={onEnd} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One session's row. */
function SessionRow({
  s,
  ending,
  onEnd,
}: {
  s: SessionInfo;
  ending: boolean;
  onEnd: (sessionId: string) => void;
}) {
  return (
    <Table.Tr data-testid="session-row">
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{s.device}</Text>
          {s.current && (
            <Badge size="xs" variant="light">
              This browser
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{s.address}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatListStamp(s.signedInAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatListStamp(s.lastSeenAt)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        {!s.current && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={ending}
            onClick={() => onEnd(s.sessionId)}
            aria-label={`Sign out ${s.device}`}
          >
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
