import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SearchPicker } from '../../components/searchPickers';
import { CollaboratorsPanel } from './collab/CollaboratorsPanel';
import type { PairingBrand } from './collab/useCollaboratorsPanel';
import { usePairingBrandOptions } from './collabQueries';

/**
 * The Collaborators of a pairing (spec 001 §3 Collaborator): each colleague with their invitation status (a
 * table in the user's inventoryCollaboration columns, spec 001 §9),
 * inviting more and revoking an open invitation or removing a collaborator (confirmed). Without `brand`,
 * the brand is picked first among the assigned pairings the user works ('Brands for collaboration', 001 §7).
 */
export function CollaboratorsModal({
  eiId,
  brand,
  opened,
  onClose,
}: {
  eiId: number;
  brand?: PairingBrand;
  opened: boolean;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<PairingBrand | null>(null);
  const current = brand ?? picked;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setPicked(null)}
      title={brand ? `Collaborators · ${brand.brandName}` : 'Invite collaborators'}
      size="xl"
      centered
    >
      <Stack gap="md">
        {!brand && (
          <SearchPicker
            label="Brand"
            noun="brands"
            value={picked ? String(picked.brandId) : null}
            initial={null}
            onChange={() => undefined}
            onPick={(o) => setPicked(o ? { brandId: Number(o.value), brandName: o.label } : null)}
            useOptions={usePairingBrandOptions}
            params={{ eiId, isCollaboration: true }}
            nothingFound="None of the brands you work is assigned to this inventory"
            testId="collab-brand-picker"
          />
        )}
        {current ? (
          <CollaboratorsPanel key={current.brandId} eiId={eiId} brand={current} />
        ) : (
          <Text size="sm" c="dimmed">
            Pick one of your brands assigned to this inventory to see and invite its collaborators.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
