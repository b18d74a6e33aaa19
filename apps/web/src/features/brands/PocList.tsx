import { Button } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Poc } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { callNotesPath } from '../../lib/links';
import { PocCards } from '../pocs';
import { useCanWorkBrand } from '../pairings';

/**
 * A brand's points of contact, read-only (spec 001 §3), primary first, each with an 'Add call notes'
 * link for those who may work the brand (spec 001 §6).
 */
export function PocList({ brandId, pocs }: { brandId: number; pocs: Poc[] }) {
  const canAddCallNotes = useCanWorkBrand(brandId);
  if (!pocs.length) {
    return (
      <EmptyState
        title="No points of contact"
        description={canAddCallNotes ? 'Call notes can still be added without a POC.' : undefined}
        action={
          canAddCallNotes && (
            <Button
              component={Link}
              to={callNotesPath({ brandId })}
              variant="light"
              size="xs"
              leftSection={<IconNotes size={14} />}
            >
              Add call notes
            </Button>
          )
        }
      />
    );
  }
  return (
    <PocCards
      pocs={[...pocs].sort((a, b) => Number(b.pocIsPrimary) - Number(a.pocIsPrimary))}
      canEdit={false}
      canAddCallNotes={canAddCallNotes}
    />
  );
}
