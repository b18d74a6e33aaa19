import { describe, expect, it } from 'vitest';
import { blankEdit, editSentences, lostReasonMissing, pairingUpdate } from './pairingEdit';

describe('pairingUpdate', () => {
  it('sends only what the user set', () => {
    expect(pairingUpdate(7, blankEdit(true))).toEqual({ eiId: 7 });
    expect(
      pairingUpdate(7, {
        ...blankEdit(true),
        stage: 'IN_PROGRESS',
        proposed: 12.5,
        negotiated: '',
        closed: 0,
        followUp: '2026-12-01',
      }),
    ).toEqual({
      eiId: 7,
      stage: 'IN_PROGRESS',
      proposedValue: 12.5,
      closedValue: 0,
      followUpDate: '2026-12-01T18:29:59.999Z', // the picked day's end in IST (spec 000 §5 Dates)
    });
  });

  it('sends the trimmed lost reason with Not Interested only', () => {
    const ed = { ...blankEdit(true), stage: 'NOT_INTERESTED' as const, lostReason: ' Budget ' };
    expect(pairingUpdate(3, ed)).toEqual({
      eiId: 3,
      stage: 'NOT_INTERESTED',
      lostReason: 'Budget',
    });
    expect(pairingUpdate(3, { ...ed, stage: 'IN_PROGRESS' })).not.toHaveProperty('lostReason');
  });
});

describe('checks of a pairing edit', () => {
  it('a checked Not Interested without a reason misses it; an unchecked one never', () => {
    const ed = { ...blankEdit(true), stage: 'NOT_INTERESTED' as const, lostReason: '  ' };
    expect(lostReasonMissing(ed)).toBe(true);
    expect(lostReasonMissing({ ...ed, checked: false })).toBe(false);
    expect(lostReasonMissing({ ...ed, lostReason: 'Budget' })).toBe(false);
  });

  it("a pairing's sentences sit at its request path and are null when its values are fine", () => {
    expect(
      Object.values(editSentences(blankEdit(true), 'updates.0.')).every((s) => s === null),
    ).toBe(true);
    const bad = editSentences({ ...blankEdit(true), proposed: -1 }, 'updates.2.');
    expect(bad['updates.2.proposedValue']).toEqual(expect.any(String));
    expect(bad['updates.2.lostReason']).toBeNull();
    const long = {
      ...blankEdit(true),
      stage: 'NOT_INTERESTED' as const,
      lostReason: 'x'.repeat(501),
    };
    expect(editSentences(long, '')['lostReason']).toEqual(expect.any(String));
  });
});
