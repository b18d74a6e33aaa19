import { MyInventoriesList } from './MyInventoriesList';

/** /poInventories 'Inventories Overview': the event inventories the caller owns as PO. */
export default function PoInventoriesPage() {
  return (
    <MyInventoriesList
      kind="for-po"
      title="Inventories Overview"
      emptyTitle="You are not a project owner of any inventory"
    />
  );
}
