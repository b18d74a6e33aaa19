import { Drawer } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '../../components/SkeletonRows';

const NotesTab = lazy(() => import('./NotesTab'));

/**
 * A POC's notes in a side drawer (spec 001 §7 'POC notes'): the brand's notes tab narrowed to that
 * POC — public notes and the user's own private ones, add, edit and delete with Undo.
 */
export function PocNotesDrawer({
  brandId,
  poc,
  onClose,
}: {
  brandId: number;
  poc: { pocId: number; pocName: string } | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={!!poc}
      onClose={onClose}
      position="right"
      size="lg"
      title={poc ? `Notes on ${poc.pocName}` : ''}
      data-testid="poc-notes-drawer"
    >
      {poc && (
        <Suspense fallback={<SkeletonBlock lines={4} height={64} />}>
          <NotesTab key={poc.pocId} brandId={brandId} pocId={poc.pocId} />
        </Suspense>
      )}
    </Drawer>
  );
}
