import { describe, expect, it } from 'vitest';
import type { EventTimelineEntry } from '@crm/contracts';
import { TIMELINE_KIND_META } from './timelineKinds';

const closed = (detail: EventTimelineEntry['detail']): EventTimelineEntry => ({
  id: 1,
  kind: 'DEAL_CLOSED',
  at: '2026-11-27T10:00:00Z',
  who: null,
  brand: { brandId: 3, brandName: 'Tata Motors' },
  eventInventory: { eiId: 7, inventoryName: 'Title Sponsor' },
  detail,
});

describe('the event timeline’s closed deal', () => {
  it('says its value to a reader of deal values', () => {
    expect(TIMELINE_KIND_META.DEAL_CLOSED.text(closed({ value: 2.25 }))).toBe(
      'closed Tata Motors on Title Sponsor for ₹2.25 Cr',
    );
  });

  it('leaves the value out, not ₹0, when the server left it out', () => {
    expect(TIMELINE_KIND_META.DEAL_CLOSED.text(closed({}))).toBe(
      'closed Tata Motors on Title Sponsor',
    );
  });
});
