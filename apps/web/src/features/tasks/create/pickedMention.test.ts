import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from '@crm/contracts';
import { pickedMentionRule, picksLink } from './pickedMention';
import { emptyTaskForm } from './taskForm';
import type { BrandOption } from '../types';

const SELF = 1;
const user = (userId: number) => ({
  userId,
  userName: `User ${userId}`,
  firstName: `User ${userId}`,
  lastName: '',
  profileImage: null,
  roles: [],
  verticalName: null,
  lastActiveOn: null,
});
const brand: BrandOption = { id: 5, name: 'Nike', brandImage: null, brandOwners: [] };

describe('a picked mention selects in the Add Task form (spec 000 §5)', () => {
  it('adds a person, a role and a brand once each', () => {
    let s = emptyTaskForm();
    for (const p of [
      { kind: 'user', user: user(7) },
      { kind: 'role', code: 'BO' },
      { kind: 'brand', brand },
    ] as const)
      for (let i = 0; i < 2; i++) {
        const r = pickedMentionRule(p, SELF)(s);
        if ('error' in r) throw new Error(r.error);
        s = r.state;
      }
    expect(s.people.map((p) => p.userId)).toEqual([7]);
    expect(s.roles).toEqual(['BO']);
    expect(s.brands.map((b) => b.id)).toEqual([5]);
  });

  it('refuses the creator and an event before an inventory, with the spec texts', () => {
    const s = emptyTaskForm();
    expect(pickedMentionRule({ kind: 'user', user: user(SELF) }, SELF)(s)).toEqual({
      error: TASK_MESSAGES.selfAssign,
    });
    const event = {
      eventId: 9,
      eventName: 'IPL',
      eventStatus: 'UPCOMING' as const,
      startDate: null,
      endDate: null,
      sme: [],
    };
    expect(pickedMentionRule({ kind: 'event', event }, SELF)(s)).toEqual({
      error: TASK_MESSAGES.selectInventoryFirst,
    });
  });

  it('knows which picks change the inventory or the event', () => {
    expect(picksLink({ kind: 'role', code: 'BO' })).toBe(false);
    expect(picksLink({ kind: 'brand', brand })).toBe(false);
    expect(
      picksLink({
        kind: 'inventory',
        inventory: { id: 3, name: 'Jersey', inventoryImage: null, isArchived: false, sme: [] },
      }),
    ).toBe(true);
  });
});
