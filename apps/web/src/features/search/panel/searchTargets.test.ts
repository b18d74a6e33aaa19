import { describe, expect, it } from 'vitest';
import { personTarget, recentSpace, suggestionTarget, typeWord } from './searchTargets';

describe('search targets', () => {
  it('opens a person on their profile, remembered by full name', () => {
    const t = personTarget({ userId: 4, firstName: 'Asha', lastName: 'Rao' });
    expect(t).toEqual({
      path: '/profile/4?name=Asha%20Rao',
      item: { value: 'Asha Rao', type: 'USER' },
    });
  });

  it('opens brand, person and event suggestions; a company has no page', () => {
    expect(suggestionTarget({ id: 2, name: 'Acme', type: 'BRAND' })?.item).toEqual({
      value: 'Acme',
      type: 'BRAND',
    });
    expect(suggestionTarget({ id: 2, name: 'Acme Group', type: 'COMPANY' })).toBeNull();
  });

  it('reopens a recent result on its own tab, a free search on the best-ranked one', () => {
    expect(recentSpace({ value: 'x', type: 'EVENT' })).toBe('EVENT');
    expect(recentSpace({ value: 'x', type: 'COMPANY' })).toBeNull();
    expect(recentSpace({ value: 'x', type: 'SEARCH' })).toBeNull();
  });

  it('words a type', () => expect(typeWord('COMPANY')).toBe('Company'));
});
