/**
 * The pairings feature's surface: the stage update, the shared badge, a brand's pairings and
 * whether the user works it, the discard Undo, the timeline's icons. Other features and the app
 * shell import it only from here; its other files may change without notice (ARCHITECTURE.md §10,
 * "Web walls").
 */
export { SharedBadge } from './SharedBadge';
export { StageUpdateModal } from './StageUpdateModal';
export { useBrandPairings, useCanWorkBrand } from './brandPairings';
export { useDiscardUndo } from './discardUndo';
export type { BrandActionBody } from './queries';
export type { StageTarget } from './stageUpdate/stageForm';
export { TIMELINE_META } from './timelineMeta';
