import { Group, Skeleton } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import { STAGES, type BoardCard, type BoardRequest } from '@crm/contracts';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { canWorkPairing, currentUser } from '../../../lib/user';
import { StageUpdateModal } from '../StageUpdateModal';
import { BoardCardView } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import {
  BOARD_ANNOUNCEMENTS,
  BOARD_INSTRUCTIONS,
  boardCollisions,
  columnCoordinates,
  dropStage,
  type DragData,
} from './boardDnd';
import { useBoard, useColumnPages } from './useBoard';
import { useMoveCard } from './useMoveCard';

const cardOf = (data: unknown) => (data as DragData | undefined)?.card;

/**
 * The pipeline board (issue 24 §1): a column per Stage V2 with its pairings; the cards the user works
 * move by drag and drop (mouse, touch, or keyboard with screen reader announcements) through
 * useMoveCard, whose stage form opens for Won and Not Interested. `req` is the board's event
 * inventory (none: across inventories, `showPlace` names each card's event and inventory) and the
 * list view's filters.
 */
export function PipelineBoard({ req, showPlace }: { req: BoardRequest; showPlace: boolean }) {
  const board = useBoard(req);
  const mover = useMoveCard(req);
  const pages = useColumnPages(req);
  const user = currentUser();
  const [lifted, setLifted] = useState<BoardCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  if (loadFailed(board)) return <LoadError what="the board" query={board} />;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{
          announcements: BOARD_ANNOUNCEMENTS,
          screenReaderInstructions: BOARD_INSTRUCTIONS,
        }}
        onDragStart={(e) => setLifted(cardOf(e.active.data.current) ?? null)}
        onDragCancel={() => setLifted(null)}
        onDragEnd={(e) => {
          setLifted(null);
          const card = cardOf(e.active.data.current);
          const to = card && dropStage(card, e.over);
          if (card && to) mover.move(card, to);
        }}
      >
        <Group
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          style={{ overflowX: 'auto' }}
          pb="xs"
          data-testid="pipeline-board"
          aria-busy={board.isFetching}
        >
          {board.data
            ? board.data.columns.map((col) => (
                <BoardColumn
                  key={col.stage}
                  column={col}
                  showPlace={showPlace}
                  movable={(c) => canWorkPairing(user, c)}
                  onEndReached={() => pages.loadMore(col.stage)}
                  loading={pages.loading.has(col.stage)}
                />
              ))
            : STAGES.map((s) => (
                <Skeleton key={s} height={420} radius="md" miw={260} style={{ flex: '1 1 0' }} />
              ))}
        </Group>
        <DragOverlay>
          {lifted && <BoardCardView card={lifted} showPlace={showPlace} lifted />}
        </DragOverlay>
      </DndContext>
      <StageUpdateModal target={mover.form} onClose={mover.cancel} onSaved={mover.saved} />
    </>
  );
}
