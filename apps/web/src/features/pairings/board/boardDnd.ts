import {
  pointerWithin,
  rectIntersection,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { STAGE_MAPPING, STAGES, type BoardCard, type Stage } from '@crm/contracts';
import { FORM_STAGES } from './boardState';

/** What a dragged card carries (dnd-kit `data`): the card itself. */
export type DragData = { card: BoardCard };

const cardOf = (a: Active | null) => (a?.data.current as DragData | undefined)?.card;
const isStage = (id: unknown): id is Stage => STAGES.includes(id as Stage);
const stageOf = (over: Over | null) => (over && isStage(over.id) ? over.id : undefined);
const label = (s: Stage) => STAGE_MAPPING[s].label;

/** The column under the pointer (mouse, touch), else the one the dragged card overlaps most (keyboard). */
export const boardCollisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/**
 * Keyboard drag between columns (issue 24 §1): ArrowRight / ArrowLeft carry the picked-up card to the
 * top of the next / previous stage's column; other keys do not move it (Space drops, Escape cancels).
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const from = stageOf(context.over) ?? cardOf(context.active)?.stage ?? 'ASSIGNED';
  const to = STAGES[Math.min(Math.max(STAGES.indexOf(from) + step, 0), STAGES.length - 1)]!;
  const rect = context.droppableRects.get(to);
  return rect ? { x: rect.left + 8, y: rect.top + 48 } : undefined;
};

/** What a screen reader is told on focusing a card that may be moved. */
export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this pairing to another stage, press Space, then the left and right arrow keys to choose the stage, Space again to drop it there, or Escape to cancel.',
};

/** Screen reader announcements of a drag, in brand and stage names (issue 24 §1). */
export const BOARD_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const card = cardOf(active);
    return card && `Picked up ${card.brandName}, in ${label(card.stage)}.`;
  },
  onDragOver: ({ active, over }) => {
    const card = cardOf(active);
    const stage = stageOf(over);
    if (!card) return undefined;
    if (!stage) return `${card.brandName} is over no stage.`;
    return stage === card.stage
      ? `${card.brandName} is over ${label(stage)}, its current stage.`
      : `${card.brandName} is over ${label(stage)}.`;
  },
  onDragEnd: ({ active, over }) => {
    const card = cardOf(active);
    const stage = stageOf(over);
    if (!card) return undefined;
    if (!stage || stage === card.stage) return `${card.brandName} stays in ${label(card.stage)}.`;
    return FORM_STAGES.includes(stage)
      ? `${card.brandName} dropped in ${label(stage)}; the stage form opens to complete the move.`
      : `${card.brandName} moved to ${label(stage)}.`;
  },
  onDragCancel: ({ active }) => {
    const card = cardOf(active);
    return card && `Moving ${card.brandName} was cancelled; it stays in ${label(card.stage)}.`;
  },
};

/** The stage a drag ended on, if it is a column other than the card's own. */
export const dropStage = (card: BoardCard, over: Over | null): Stage | undefined => {
  const stage = stageOf(over);
  return stage && stage !== card.stage ? stage : undefined;
};
