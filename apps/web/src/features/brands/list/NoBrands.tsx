import { EmptyState } from '../../../components/EmptyState';

/** A brand list's empty state: no match for the search or filters (`filtered`), else the list's own `title`. */
export function NoBrands({ filtered, title }: { filtered: boolean; title: string }) {
  return (
    <EmptyState
      title={filtered ? 'No brands match your search or filters' : title}
      description={filtered ? 'Try a different name or clear some filters.' : undefined}
    />
  );
}
