import { Text } from '@mantine/core';
import type { ChatInfo } from '@crm/contracts';

/** A group's name and description, read-only (members, event groups). */
export function GroupAbout({ info }: { info: ChatInfo }) {
  return (
    <>
      <Text fw={700} data-testid="group-info-title">
        {info.name}
      </Text>
      {info.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {info.description}
        </Text>
      )}
    </>
  );
}
