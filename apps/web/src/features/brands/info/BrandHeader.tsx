import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { BrandInfo } from '@crm/contracts';
import { BrandAvatar } from '../../../components/Avatars';
import { callNotesPath } from '../../../lib/links';
import { AddTaskButton } from '../../tasks';
import { useCanWorkBrand } from '../../pairings';

/**
 * The brand page's header: logo, name (from the URL until the brand loads), company and industry,
 * 'Offloaded', Add task and, for who works the brand, Add call notes.
 */
export function BrandHeader({
  brandId,
  name,
  b,
}: {
  brandId: number;
  name: string;
  b: BrandInfo | undefined;
}) {
  const canAddCallNotes = useCanWorkBrand(brandId);
  return (
    <Group justify="space-between" align="center">
      <Group gap="md">
        <BrandAvatar name={name} imageUrl={b?.brandImageUrl ?? null} size={48} />
        <Stack gap={0}>
          <Title order={2} data-testid="brand-name">
            {name}
          </Title>
          {b && (
            <Text size="sm" c="dimmed">
              {[b.companyName, b.industryName].filter(Boolean).join(' · ') || '—'}
            </Text>
          )}
        </Stack>
        {b?.isOffloaded && <Badge color="gray">Offloaded</Badge>}
      </Group>
      <Group gap="sm">
        <AddTaskButton prefill={{ brandIds: [brandId] }} testId="brand-add-task" />
        {canAddCallNotes && (
          <Button
            component={Link}
            to={callNotesPath({ brandId })}
            leftSection={<IconNotes size={16} />}
            data-testid="brand-add-call-notes"
          >
            Add call notes
          </Button>
        )}
      </Group>
    </Group>
  );
}
