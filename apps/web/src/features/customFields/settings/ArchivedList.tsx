import { Stack } from '@mantine/core';
import type { CustomField, CustomFieldEntity } from '@crm/contracts';
import { ArchivedFieldRow } from './ArchivedFieldRow';
import { DeleteFieldModal } from './DeleteFieldModal';
import { useArchivedFields } from './useArchivedFields';

/** Archived fields: restore, or delete permanently after typing the label (the values are purged). */
export function ArchivedList({
  entity,
  fields,
}: {
  entity: CustomFieldEntity;
  fields: CustomField[];
}) {
  const s = useArchivedFields(entity);
  return (
    <Stack gap="xs" data-testid="cf-archived">
      {fields.map((f) => (
        <ArchivedFieldRow key={f.id} field={f} s={s} />
      ))}
      <DeleteFieldModal s={s} />
    </Stack>
  );
}
