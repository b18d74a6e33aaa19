import { Badge, Box, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { Virtuoso } from 'react-virtuoso';
import { STAGE_MAPPING, type BoardCard, type BoardColumn as Column } from '@crm/contracts';
import { STAGE_COLORS } from '../../../components/StageBadge';
import { formatCrore } from '../../../lib/format';
import { DraggableCard } from './BoardCard';
import { cardId } from './boardState';

/** A column's card list height: tall enough to work in, short enough to keep every column in view. */
const LIST_HEIGHT = 'min(62vh, 640px)';

/**
 * One stage of the board (issue 24 §1): its label, count and value total (crore) above its loaded
 * cards, which are virtualised (react-virtuoso) so 2,000 of them scroll smoothly; reaching the end
 * asks for the next page (`onEndReached`, a loader below while `loading`). A drop target, outlined
 * while a card is over it. `movable(card)` says whether the user may drag that card.
 */
export function BoardColumn({
  column,
  showPlace,
  movable,
  onEndReached,
  loading,
}: {
  column: Column;
  showPlace: boolean;
  movable: (card: BoardCard) => boolean;
  onEndReached: () => void;
  loading: boolean;
}) {
  const { stage, cards } = column;
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const label = STAGE_MAPPING[stage].label;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-default-hover)"
      // on a phone a column leaves the next one peeking in
      miw="min(260px, 85%)"
      style={{
        flex: '1 1 0',
        outline: isOver ? `2px solid var(--mantine-color-${STAGE_COLORS[stage]}-6)` : undefined,
      }}
      role="region"
      aria-label={`${label}: ${column.count} pairings, ${formatCrore(column.valueTotal)}`}
      data-testid={`board-column-${stage}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" px={4}>
          <Group gap={6} wrap="nowrap">
            <Badge color={STAGE_COLORS[stage]} variant="light">
              {label}
            </Badge>
            <Text size="sm" fw={600} data-testid={`board-count-${stage}`}>
              {column.count}
            </Text>
          </Group>
          <Text size="sm" fw={600} data-testid={`board-total-${stage}`}>
            {formatCrore(column.valueTotal)}
          </Text>
        </Group>
        {cards.length ? (
          <Virtuoso
            style={{ height: LIST_HEIGHT }}
            data={cards}
            computeItemKey={(_, c) => cardId(c)}
            endReached={() => column.hasMore && onEndReached()}
            components={{ Footer: loading ? ColumnLoader : undefined }}
            itemContent={(_, c) => (
              <Box pb="xs" px={2} pt={2}>
                <DraggableCard card={c} showPlace={showPlace} movable={movable(c)} />
              </Box>
            )}
          />
        ) : (
          <Text
            size="sm"
            c="dimmed"
            ta="center"
            h={LIST_HEIGHT}
            pt="xl"
            data-testid={`board-empty-${stage}`}
          >
            No pairings in {label}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Below a column's cards while its next page loads. */
function ColumnLoader() {
  return (
    <Center py="xs" aria-label="Loading more pairings">
      <Loader size="sm" />
    </Center>
  );
}
