import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router';
import { codeLabel, type BoardCard as Card } from '@crm/contracts';
import { OwnerAvatars } from '../../../components/Avatars';
import { formatCrore, formatDate } from '../../../lib/format';
import { brandInfoPath } from '../../../lib/links';
import type { DragData } from './boardDnd';
import { cardId } from './boardState';

/**
 * A pairing on the board (issue 24 §1): the brand (a link to it), on the cross-inventory board its
 * event and inventory, the owners' avatars, the proposed value (crore; in Won the closed value too, which
 * the column totals), the follow-up date and the tag.
 */
export function BoardCardView({
  card,
  showPlace,
  lifted = false,
}: {
  card: Card;
  showPlace: boolean;
  lifted?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="sm" shadow={lifted ? 'lg' : 'xs'}>
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={brandInfoPath(card.brandId, card.brandName)}
          fw={600}
          size="sm"
          lineClamp={2}
          // the card is the drag handle: no native link drag
          draggable={false}
          data-testid="board-card-brand"
        >
          {card.brandName}
        </Anchor>
        {showPlace && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {card.eventName} · {card.inventoryName}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <OwnerAvatars owners={card.brandOwners} />
          <Text size="sm" fw={500} title="Proposed value" data-testid="board-card-value">
            {formatCrore(card.proposedValue)}
          </Text>
        </Group>
        {card.stage === 'WON' && (
          <Text size="xs" fw={500} c="teal.9" ta="right">
            Closed {formatCrore(card.closedValue)}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            Follow-up {formatDate(card.followUpDate)}
          </Text>
          {card.tag && (
            <Text size="xs" c="dimmed" ta="right">
              {codeLabel(card.tag)}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A card that may be dragged to another stage when the user works the pairing (`movable`): by
 * mouse or touch, or by keyboard (focus it, Space, arrows, Space). Others see it, focusable, but
 * cannot move it. While it is dragged the overlay shows it and it fades in place. The card is a named
 * group, not a button: a button may not hold the brand's link (WCAG nested-interactive). A movable card's
 * text is not selectable, so a drag lifts the card and never selects its words.
 */
export function DraggableCard({
  card,
  showPlace,
  movable,
}: {
  card: Card;
  showPlace: boolean;
  movable: boolean;
}) {
  const data: DragData = { card };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cardId(card),
    data,
    disabled: !movable,
  });
  return (
    <Box
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      {...attributes}
      {...listeners}
      role="group"
      aria-label={card.brandName}
      data-testid={`board-card-${cardId(card)}`}
      data-stage={card.stage}
      style={{
        opacity: isDragging ? 0.4 : 1,
        cursor: movable ? 'grab' : 'default',
        touchAction: movable ? 'manipulation' : undefined,
        userSelect: movable ? 'none' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <BoardCardView card={card} showPlace={showPlace} />
    </Box>
  );
}
