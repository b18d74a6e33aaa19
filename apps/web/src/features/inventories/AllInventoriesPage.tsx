import { MyInventoriesList } from './MyInventoriesList';

/** /allInventories (spec 000 §2.1): every event inventory of every event, upcoming or archived, with its pipeline counts. */
export default function AllInventoriesPage() {
  return (
    <MyInventoriesList kind="all" title="All Inventories" emptyTitle="No event inventories yet" />
  );
}
