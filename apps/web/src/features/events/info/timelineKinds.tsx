import {
  IconArrowRight,
  IconBook,
  IconCircleCheck,
  IconFileUpload,
  IconRestore,
  IconTrash,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { codeLabel, type EventTimelineEntry } from '@crm/contracts';
import { formatCrore } from '../../../lib/format';

/** How each timeline kind shows: its icon, colour and a sentence of what happened. */
export const TIMELINE_KIND_META: Record<
  EventTimelineEntry['kind'],
  { icon: Icon; color: string; text: (e: EventTimelineEntry) => string }
> = {
  BRAND_ASSIGNED: {
    icon: IconUserPlus,
    color: 'blue',
    text: (e) => `assigned ${e.brand?.brandName ?? 'a brand'} on ${e.eventInventory.inventoryName}`,
  },
  STAGE_MOVED: {
    icon: IconArrowRight,
    color: 'grape',
    text: (e) =>
      `moved ${e.brand?.brandName ?? 'a brand'} from ${codeLabel(e.detail.fromStage ?? '')} to ${codeLabel(e.detail.toStage ?? '')} on ${e.eventInventory.inventoryName}`,
  },
  BRAND_DISCARDED: {
    icon: IconTrash,
    color: 'gray',
    text: (e) =>
      `discarded ${e.brand?.brandName ?? 'a brand'} on ${e.eventInventory.inventoryName}`,
  },
  BRAND_RESTORED: {
    icon: IconRestore,
    color: 'teal',
    text: (e) => `restored ${e.brand?.brandName ?? 'a brand'} on ${e.eventInventory.inventoryName}`,
  },
  DECK_UPLOADED: {
    icon: IconFileUpload,
    color: 'orange',
    text: (e) =>
      `uploaded deck ${e.detail.name ?? ''} (v${e.detail.version ?? 1}) for ${e.eventInventory.inventoryName}`,
  },
  CASE_STUDY_ADDED: {
    icon: IconBook,
    color: 'cyan',
    text: (e) => `added case study ${e.detail.title ?? ''} for ${e.eventInventory.inventoryName}`,
  },
  DEAL_CLOSED: {
    icon: IconCircleCheck,
    color: 'green',
    text: (e) =>
      `closed ${e.brand?.brandName ?? 'a brand'} on ${e.eventInventory.inventoryName}${
        e.detail.value === undefined ? '' : ` for ${formatCrore(e.detail.value)}`
      }`,
  },
};
