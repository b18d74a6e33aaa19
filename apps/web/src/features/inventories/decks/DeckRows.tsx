import { Table, Text } from '@mantine/core';
import type { Deck } from '@crm/contracts';
import { LoadErrorRow, loadFailed } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import type { useDecks } from '../adminQueries';
import { DeckRow } from './DeckRow';

/** The deck table's body: skeleton rows while loading, the load error with Retry, 'No deck uploaded yet.', or a row per version. */
export function DeckRows({
  query,
  onRename,
  onOpen,
}: {
  query: ReturnType<typeof useDecks>;
  onRename: ((d: Deck) => void) | null;
  onOpen: (d: Deck) => void;
}) {
  const decks = query.data?.decks;
  if (query.isLoading) return <SkeletonRows rows={2} cols={4} />;
  if (loadFailed(query)) return <LoadErrorRow cols={4} what="decks" query={query} />;
  if (!decks?.length)
    return (
      <Table.Tr>
        <Table.Td colSpan={4}>
          <Text size="sm" c="dimmed">
            No deck uploaded yet.
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return decks.map((d) => (
    <DeckRow
      key={d.deckId}
      d={d}
      onRename={onRename && (() => onRename(d))}
      onOpen={() => onOpen(d)}
    />
  ));
}
