import { describe, expect, it } from 'vitest';
import { pipelineScope, type Actor } from './actor.js';

const actor = (roles: Actor['roles'], extra: Partial<Actor> = {}): Actor => ({
  userId: 7,
  roles,
  isAdmin: false,
  ownedTeamIds: [],
  teamMemberIds: [],
  twoFactorSetupRequired: false,
  ...extra,
});

describe('pipeline scope (spec 001 §6)', () => {
  it('PO and ADMIN work every brand', () => {
    expect(pipelineScope(actor(['PO']))).toBe('all');
    expect(pipelineScope(actor(['ADMIN']))).toBe('all');
    expect(pipelineScope(actor(['HR'], { isAdmin: true }))).toBe('all');
    expect(pipelineScope(actor(['BO', 'PO']))).toBe('all');
  });
  it('a BO works their own brands, a TO their own and their team’s', () => {
    expect(pipelineScope(actor(['BO']))).toEqual([7]);
    expect(
      [...(pipelineScope(actor(['TO'], { teamMemberIds: [3, 4] })) as number[])].sort(),
    ).toEqual([3, 4, 7]);
  });
  it('other roles may not work the pipeline', () => {
    for (const r of ['HR', 'MG', 'LG', 'FI', 'VH', 'SME', 'SPT', 'SVC', 'OPS', 'PLR'] as const)
      expect(pipelineScope(actor([r]))).toBeNull();
  });
});
