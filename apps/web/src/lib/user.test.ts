import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@crm/contracts';
import { canWorkBrand, canWorkPairing, pipelineScope } from './user';

const user = (roles: AuthUser['roles'], isAdmin = false) =>
  ({ userId: 7, roles, isAdmin }) as AuthUser;

describe('pipeline scope, as the server has it', () => {
  it('gives PO and ADMIN every brand, TO the team, BO their own, others none', () => {
    expect(pipelineScope(user(['PO']))).toBe('all');
    expect(pipelineScope(user(['HR'], true))).toBe('all');
    expect(pipelineScope(user(['TO', 'BO']))).toBe('team');
    expect(pipelineScope(user(['BO']))).toBe('own');
    expect(pipelineScope(user(['HR']))).toBeNull();
    expect(pipelineScope(null)).toBeNull();
  });

  it('lets a BO work only the brands they own', () => {
    expect(canWorkBrand(user(['BO']), [7, 9])).toBe(true);
    expect(canWorkBrand(user(['BO']), [9])).toBe(false);
    expect(canWorkBrand(user(['HR']), [7])).toBe(false);
    expect(canWorkBrand(user(['PO']), [])).toBe(true);
  });

  it('lets an accepted collaborator — of any role — work the pairing, and nobody whose invitation is pending, rejected or revoked', () => {
    const pairing = (
      myInviteStatus: 'CO_INVITED' | 'ACCEPTED' | 'REJECTED' | 'REVOKED' | null,
    ) => ({ brandOwners: [{ brandOwnerUserId: 9 }], myInviteStatus });
    expect(canWorkPairing(user(['BO']), pairing('ACCEPTED'))).toBe(true);
    expect(canWorkPairing(user(['SME']), pairing('ACCEPTED'))).toBe(true);
    for (const s of ['CO_INVITED', 'REJECTED', 'REVOKED', null] as const)
      expect(canWorkPairing(user(['BO']), pairing(s))).toBe(false);
    expect(
      canWorkPairing(user(['BO']), {
        brandOwners: [{ brandOwnerUserId: 7 }],
        myInviteStatus: null,
      }),
    ).toBe(true);
  });
});
