import { MyInventoriesList } from './MyInventoriesList';

/** /sme (spec 000 §2.1): the event inventories the caller is a subject matter expert of (of the inventory or the event), with each one's pipeline. */
export default function SmePage() {
  return (
    <MyInventoriesList
      kind="for-sme"
      title="Your inventories as SME"
      emptyTitle="You are not a subject matter expert of any inventory or event"
    />
  );
}
