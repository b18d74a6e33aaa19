import { describe, expect, it } from 'vitest';
import { confirmText, needsConfirm, type ActionPlace } from './actionConfirm';

const place: ActionPlace = {
  tab: 'ASSIGNED',
  inventoryName: 'Jersey',
  eventName: 'IPL 2026',
  finished: false,
  endDate: '2999-01-01',
};

describe('assign-page confirmations', () => {
  it('confirms every discard, any bulk action and an assignment to a finished event', () => {
    expect(
      needsConfirm({ action: 'DISCARD', brandIds: [1], selectAll: false, count: 1 }, place),
    ).toBe(true);
    expect(
      needsConfirm(
        { action: 'RESTORE', brandIds: [1], selectAll: false, count: 1 },
        { ...place, tab: 'DISCARDED' },
      ),
    ).toBe(false);
    expect(
      needsConfirm(
        { action: 'ASSIGN', brandIds: [1, 2], selectAll: false, count: 2 },
        { ...place, tab: 'UNASSIGNED' },
      ),
    ).toBe(true);
    expect(
      needsConfirm(
        { action: 'ASSIGN', brandIds: [1], selectAll: false, count: 1 },
        { ...place, tab: 'UNASSIGNED', finished: true },
      ),
    ).toBe(true);
  });

  it('names the count and the place, and says the deal data is kept', () => {
    const t = confirmText(
      { action: 'DISCARD', brandIds: [1, 2, 3], selectAll: false, count: 3 },
      place,
    );
    expect(t.title).toBe('Discard 3 brands from Jersey at IPL 2026?');
    expect(t.body).toContain('stage, tag, values and follow-up date are kept');
    expect(
      confirmText(
        { action: 'DISCARD', brandIds: [7], selectAll: false, count: 1, brandName: 'Tata' },
        place,
      ).title,
    ).toBe('Discard Tata from Jersey at IPL 2026?');
    const all = { brandIds: [], selectAll: true, count: 10_000, countLabel: '10,000+' };
    expect(confirmText({ action: 'ASSIGN', ...all }, place).confirmLabel).toBe(
      'Assign 10,000+ brands',
    );
  });

  it('warns that the event is over', () => {
    const t = confirmText(
      { action: 'ASSIGN', brandIds: [7], selectAll: false, count: 1, brandName: 'Tata' },
      { ...place, tab: 'UNASSIGNED', finished: true, endDate: '2025-01-05' },
    );
    expect(t.title).toBe('Assign Tata to a finished event?');
    expect(t.body).toBe('IPL 2026 ended on 05/01/2025. Assign Tata to Jersey anyway?');
  });
});
