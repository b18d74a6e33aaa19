import { Button, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { BrandAdditionalInfo, BrandInfo } from '@crm/contracts';
import { formatDateTime } from '../../../lib/format';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { CustomFieldValuesView } from '../../customFields';
import { useEditBrand } from '../profileQueries';
import { DetailsFields, Field } from './DetailsFields';
import { Section } from './Section';

/**
 * The 'Details' card: the description, the brand's fields, its custom fields (edited in place by who
 * may edit the brand), the offload reason and the last update; Edit (who may) opens the edit dialog.
 */
export function DetailsCard({
  brandId,
  b,
  extra,
  onEdit,
}: {
  brandId: number;
  b: BrandInfo | undefined;
  extra: BrandAdditionalInfo | undefined;
  onEdit: () => void;
}) {
  const editBrand = useEditBrand(brandId);
  const editButton =
    extra?.permissions.canEdit && b ? (
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} />}
        onClick={onEdit}
        data-testid="brand-edit"
      >
        Edit
      </Button>
    ) : null;
  return (
    <Section title="Details" right={editButton}>
      {!b ? (
        <SkeletonBlock lines={5} />
      ) : (
        <Stack gap="md">
          <Text
            size="sm"
            c={b.brandDescription ? undefined : 'dimmed'}
            data-testid="brand-description"
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {b.brandDescription || 'No description yet.'}
          </Text>
          <DetailsFields b={b} profile={extra?.profile} />
          <CustomFieldValuesView
            entity="BRAND"
            values={extra?.profile.customFields}
            canEdit={!!extra?.permissions.canEdit}
            onSave={(customFields) => editBrand.mutateAsync({ customFields })}
          />
          {b.isOffloaded && b.offloadReason && (
            <Field label="Offload reason">
              <Text size="sm">{b.offloadReason}</Text>
            </Field>
          )}
          <Text size="xs" c="dimmed">
            Updated {formatDateTime(b.updatedAt)}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
