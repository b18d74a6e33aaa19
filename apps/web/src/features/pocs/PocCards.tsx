import { SimpleGrid } from '@mantine/core';
import { PocCard } from './cards/PocCard';
import type { PocCardData } from './cards/pocCardData';

/** The brand's POCs as cards, in the order given (primary first from the server); call notes only with canAddCallNotes, edit/remove only with canEdit, Notes with onNotes, Mails with onMails. */
export function PocCards<P extends PocCardData>({
  pocs,
  canEdit,
  canAddCallNotes,
  onEdit,
  onRemove,
  onNotes,
  onMails,
}: {
  pocs: P[];
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit?: (p: P) => void;
  onRemove?: (p: P) => void;
  onNotes?: (p: P) => void;
  onMails?: (p: P) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="poc-cards">
      {pocs.map((p) => (
        <PocCard
          key={p.pocId}
          poc={p}
          canEdit={canEdit}
          canAddCallNotes={canAddCallNotes}
          onEdit={() => onEdit?.(p)}
          onRemove={() => onRemove?.(p)}
          onNotes={onNotes && (() => onNotes(p))}
          onMails={onMails && (() => onMails(p))}
        />
      ))}
    </SimpleGrid>
  );
}
