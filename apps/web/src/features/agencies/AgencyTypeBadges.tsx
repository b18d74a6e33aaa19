import { ActionIcon, Badge, Group } from '@mantine/core';
import type { BrandAgency } from '@crm/contracts';

/** An agency's association types as badges; with canEdit and more than one type, each has a × that asks to remove it. */
export function AgencyTypeBadges({
  agency: a,
  canEdit,
  onRemoveType,
}: {
  agency: BrandAgency;
  canEdit: boolean;
  onRemoveType: (t: BrandAgency['associationTypes'][number]) => void;
}) {
  const removable = canEdit && a.associationTypes.length > 1;
  return (
    <Group gap={4}>
      {a.associationTypes.map((t) => (
        <Badge
          key={t.id}
          variant="light"
          rightSection={
            removable ? (
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={`Remove ${t.name} from ${a.agencyName}`}
                onClick={() => onRemoveType(t)}
              >
                ×
              </ActionIcon>
            ) : null
          }
        >
          {t.name}
        </Badge>
      ))}
    </Group>
  );
}
