import { Badge, Box, Button, Group, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { EventInventoryDetail } from '@crm/contracts';
import { SkeletonBlock } from '../../../components/SkeletonRows';

/** The event inventory's blocked industries as badges ('None' when none), with Edit for those who manage it (`onEdit`). */
export function BlockedIndustries({
  ei,
  onEdit,
}: {
  ei: EventInventoryDetail | undefined;
  onEdit: (() => void) | null;
}) {
  return (
    <Box data-testid="blocked-industries">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Blocked industries</Title>
        {onEdit && ei && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} />}
            onClick={onEdit}
            data-testid="blocked-industries-edit"
          >
            Edit
          </Button>
        )}
      </Group>
      <IndustryBadges ei={ei} />
    </Box>
  );
}

/** The badges: a skeleton until the event inventory is read. */
function IndustryBadges({ ei }: { ei: EventInventoryDetail | undefined }) {
  if (!ei) return <SkeletonBlock lines={1} />;
  if (!ei.blockedIndustries.length)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={6}>
      {ei.blockedIndustries.map((i) => (
        <Badge key={i.id} color="red" variant="light">
          {i.name}
        </Badge>
      ))}
    </Group>
  );
}
