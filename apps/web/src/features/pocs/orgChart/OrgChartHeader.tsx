import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { brandInfoPath } from '../../../lib/links';

/**
 * The org chart's title (with the brand's name once loaded), how to edit it (or what it shows,
 * read-only) and the link back to the brand's Contacts tab.
 */
export function OrgChartHeader({
  brandId,
  brandName,
  canEdit,
}: {
  brandId: number;
  /** Undefined while the chart loads. */
  brandName: string | undefined;
  canEdit: boolean;
}) {
  return (
    <Group justify="space-between">
      <Stack gap={0}>
        <Title order={2}>Org chart{brandName !== undefined ? ` · ${brandName}` : ''}</Title>
        <Text size="sm" c="dimmed">
          {canEdit
            ? 'Drag from a manager’s lower handle to a report’s upper handle to change who they report to; select a line and press Backspace to remove it.'
            : 'Points of contact by department and reporting line.'}
        </Text>
      </Stack>
      {brandName !== undefined && (
        <Anchor
          component={Link}
          to={`${brandInfoPath(brandId, brandName)}&infoTab=Contacts`}
          size="sm"
        >
          Back to contacts
        </Anchor>
      )}
    </Group>
  );
}
