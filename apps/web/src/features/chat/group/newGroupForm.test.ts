import { describe, expect, it } from 'vitest';
import { CHAT_GROUP_DESCRIPTION_MAX, CHAT_GROUP_NAME_MAX } from '@crm/contracts';
import { contractValidator } from '../../../lib/form';
import type { UserSummary } from '../../tasks';
import { emptyGroup, newGroupCheck, type NewGroupValues } from './newGroupForm';

const validate = contractValidator(newGroupCheck);
const member = new Map([[7, { userId: 7, userName: 'Asha' } as UserSummary]]);
const form = (v: Partial<NewGroupValues>): NewGroupValues => ({ ...emptyGroup(), ...v });
/** The errors a user sees (the schema's own refusal is kept out of sight under _schema). */
const shown = (v: NewGroupValues) =>
  Object.fromEntries(Object.entries(validate(v)).filter(([k]) => k !== '_schema'));

describe('newGroupCheck', () => {
  it('takes a name and one member; the description may be empty', () => {
    expect(validate(form({ name: 'IPL deals', members: member }))).toEqual({});
  });

  it('keeps Create disabled, saying nothing, without a name or a member', () => {
    for (const v of [
      form({ members: member }),
      form({ name: '   ', members: member }),
      form({ name: 'IPL deals' }),
    ]) {
      expect(Object.keys(validate(v))).not.toHaveLength(0);
      expect(shown(v)).toEqual({});
    }
  });

  it('says Maximum N characters allowed under an over-long name or description', () => {
    const v = form({
      name: 'n'.repeat(CHAT_GROUP_NAME_MAX + 1),
      description: 'd'.repeat(CHAT_GROUP_DESCRIPTION_MAX + 1),
      members: member,
    });
    expect(shown(v)).toEqual({
      name: `Maximum ${CHAT_GROUP_NAME_MAX} characters allowed`,
      description: `Maximum ${CHAT_GROUP_DESCRIPTION_MAX} characters allowed`,
    });
    const atMax = form({
      name: 'n'.repeat(CHAT_GROUP_NAME_MAX),
      description: 'd'.repeat(CHAT_GROUP_DESCRIPTION_MAX),
      members: member,
    });
    expect(validate(atMax)).toEqual({});
  });
});
