import { describe, expect, it } from 'vitest';
import { brandActionMessage, STAGE_MAPPING, STAGES } from './constants.js';
import { BrandStatusActionRequest, CallNotesRequest } from './pairings.js';
import { Id } from './common.js';

describe('spec 001 §4 stage mapping', () => {
  it('maps every Stage V2 to its legacy stage and status', () => {
    expect(STAGES.map((s) => [s, STAGE_MAPPING[s].legacyStage, STAGE_MAPPING[s].status])).toEqual([
      ['ASSIGNED', 'ASSIGNED', 'YET_TO_INITIATE'],
      ['IN_PROGRESS', 'CONTACTED', 'IN_PROGRESS'],
      ['WON', 'CLOSED', 'WON'],
      ['NOT_INTERESTED', 'CLOSED', 'LOST'],
    ]);
  });
  it('words the brand status toast as the action with "ed" (spec 001 §8)', () => {
    expect(brandActionMessage('ASSIGN')).toBe('Brand Successfully Assigned');
    expect(brandActionMessage('DISCARD')).toBe('Brand Successfully Discarded');
    expect(brandActionMessage('RESTORE')).toBe('Brand Successfully Restored');
  });
});

describe('request contracts', () => {
  it('ids accept numbers and digit strings, and refuse booleans, fractions and zero', () => {
    expect(Id.parse(12)).toBe(12);
    expect(Id.parse('12')).toBe(12);
    for (const bad of [true, 1.5, 0, -3, '12a', null])
      expect(Id.safeParse(bad).success).toBe(false);
  });
  it('a brand action needs brands unless selectAll', () => {
    expect(BrandStatusActionRequest.safeParse({ eiIds: [1], action: 'ASSIGN' }).success).toBe(
      false,
    );
    expect(
      BrandStatusActionRequest.safeParse({ eiIds: [1], action: 'ASSIGN', selectAll: true }).success,
    ).toBe(true);
    expect(
      BrandStatusActionRequest.safeParse({ eiIds: [], action: 'ASSIGN', brandId: [1] }).success,
    ).toBe(false);
  });
  it('call notes strip leading whitespace and refuse a blank note', () => {
    expect(CallNotesRequest.parse({ brandId: 1, type: 'CALL', note: '   hello' }).note).toBe(
      'hello',
    );
    expect(CallNotesRequest.safeParse({ brandId: 1, type: 'CALL', note: '   ' }).success).toBe(
      false,
    );
  });
});
