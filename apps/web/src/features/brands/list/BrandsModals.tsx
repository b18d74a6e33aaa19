import { lazy, Suspense } from 'react';

const ImportBrandsModal = lazy(() => import('../../imports/ImportBrandsModal'));
const NewBrandModal = lazy(() => import('../NewBrandModal'));

/** The brands page's Import and New brand dialogs, each loaded when first opened. */
export function BrandsModals({
  importing,
  creating,
  onCloseImport,
  onCloseCreate,
}: {
  importing: boolean;
  creating: boolean;
  onCloseImport: () => void;
  onCloseCreate: () => void;
}) {
  return (
    <>
      {importing && (
        <Suspense fallback={null}>
          <ImportBrandsModal opened={importing} onClose={onCloseImport} />
        </Suspense>
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewBrandModal opened={creating} onClose={onCloseCreate} />
        </Suspense>
      )}
    </>
  );
}
