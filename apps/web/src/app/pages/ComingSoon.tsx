import { Center } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';

/** A listed route whose page is not built yet: an empty state with the page's name. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <Center mih="60vh">
      <EmptyState title={`${name} is coming soon`} description={`The ${name} page is not available yet. It will appear here in a later release.`} />
    </Center>
  );
}
