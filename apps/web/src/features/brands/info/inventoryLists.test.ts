import { describe, expect, it } from 'vitest';
import { collaboratorsText, pairingOwnerText, splitInventories } from './inventoryLists';

const owner = (id: number, name: string) => ({
  brandOwnerUserId: id,
  brandOwnerUserName: name,
  brandOwnerProfileImage: null,
  verticalName: null,
  lastActiveOn: null,
  isDeactivated: false,
});

describe('brand info inventories (spec 001 §9: current and archived inventories)', () => {
  it('splits the pairings into current and archived, each in the given order', () => {
    const rows = [
      { eiId: 1, archived: false },
      { eiId: 2, archived: true },
      { eiId: 3, archived: false },
      { eiId: 4, archived: true },
    ];
    expect(splitInventories(rows)).toEqual({
      current: [rows[0], rows[2]],
      archived: [rows[1], rows[3]],
    });
    expect(splitInventories([])).toEqual({ current: [], archived: [] });
  });

  it('names the recorded brand owner first, else the brand’s owners, else a dash', () => {
    const owners = [owner(1, 'Asha Rao'), owner(2, 'Vikram Shah')];
    expect(
      pairingOwnerText({
        recordedBrandOwner: { userId: 3, userName: 'Meera Iyer' },
        brandOwners: owners,
      }),
    ).toBe('Meera Iyer');
    expect(pairingOwnerText({ recordedBrandOwner: null, brandOwners: owners })).toBe(
      'Asha Rao, Vikram Shah',
    );
    expect(pairingOwnerText({ recordedBrandOwner: null, brandOwners: [] })).toBe('—');
  });

  it('lists the collaborators by name, or a dash for none', () => {
    expect(
      collaboratorsText({
        collaborators: [
          { userId: 1, userName: 'Asha Rao' },
          { userId: 2, userName: 'Vikram Shah' },
        ],
      }),
    ).toBe('Asha Rao, Vikram Shah');
    expect(collaboratorsText({ collaborators: [] })).toBe('—');
  });
});
