import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Path of the org chart page of a brand (spec 000 §2.1 /orgChart/{..}). */
const orgChartPath = (brandId: number) => `/orgChart/${brandId}`;

/** 'N points of contact' (blank while loading), the org chart link and, with canEdit, Add POC. */
export function PocsPanelHeader({
  brandId,
  total,
  canEdit,
  onAdd,
}: {
  brandId: number;
  /** The brand's POC count; undefined while loading. */
  total: number | undefined;
  canEdit: boolean;
  onAdd: () => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total !== undefined ? `${total} point${total === 1 ? '' : 's'} of contact` : ' '}
      </Text>
      <Group gap="xs">
        <Button
          component={Link}
          to={orgChartPath(brandId)}
          variant="default"
          size="xs"
          leftSection={<IconSitemap size={14} />}
          data-testid="open-org-chart"
        >
          Org chart
        </Button>
        {canEdit && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            data-testid="add-poc"
          >
            Add POC
          </Button>
        )}
      </Group>
    </Group>
  );
}
