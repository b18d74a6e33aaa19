import { Button } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { currentUser, hasAnyRole } from '../../../lib/user';

/** The brands page's New brand button (admins) and Import button (ADMIN, PO, BO). */
export function BrandsCreateButtons({
  onCreate,
  onImport,
}: {
  onCreate: () => void;
  onImport: () => void;
}) {
  const user = currentUser();
  return (
    <>
      {!!user?.isAdmin && (
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={onCreate}
          data-testid="new-brand-button"
        >
          New brand
        </Button>
      )}
      {hasAnyRole(user, 'ADMIN', 'PO', 'BO') && (
        <Button
          variant="default"
          leftSection={<IconUpload size={16} />}
          onClick={onImport}
          data-testid="import-button"
        >
          Import
        </Button>
      )}
    </>
  );
}
