import { EmptyState } from '../../components/EmptyState';

/** Placeholder until the issue-3 work on this area lands. */
export default function NotesTab(_props: { brandId?: number }) {
  return <EmptyState title="Coming soon" description="This part arrives with the brand-depth work." />;
}
