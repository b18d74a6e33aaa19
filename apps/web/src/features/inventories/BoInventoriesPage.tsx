import { MyInventoriesList } from './MyInventoriesList';

/** /boInventories 'Assigned for You Overview': event inventories with the caller's brands assigned, or (`view=shared`) with pairings shared with them; grouped by inventory or by brand (`groupBy`). */
export default function BoInventoriesPage() {
  return (
    <MyInventoriesList
      kind="for-bo"
      title="Assigned for You Overview"
      emptyTitle="None of your brands is assigned to an inventory yet"
      sharedView={{ emptyTitle: 'No pairing is shared with you yet' }}
      groupings
    />
  );
}
