import { describe, expect, it } from 'vitest';
import { withReaction } from './messageActions';
import { typingText } from './useTyping';

describe('withReaction', () => {
  it('adds a new emoji at the end, joins an existing one once, and removes a user (an empty emoji disappears)', () => {
    const one = withReaction([], 1, '👍', true);
    expect(one).toEqual([{ emoji: '👍', userIds: [1] }]);
    const two = withReaction(one, 2, '👍', true);
    expect(two).toEqual([{ emoji: '👍', userIds: [1, 2] }]);
    expect(withReaction(two, 2, '👍', true)).toBe(two);
    const rocket = withReaction(two, 1, '🚀', true);
    expect(rocket.map((r) => r.emoji)).toEqual(['👍', '🚀']);
    expect(withReaction(rocket, 1, '🚀', false)).toEqual([{ emoji: '👍', userIds: [1, 2] }]);
    expect(withReaction(rocket, 3, '🚀', false)).toBe(rocket);
    expect(withReaction(undefined, 5, '😮', false)).toEqual([]);
  });
});

describe('typingText', () => {
  it('names one or two typists, counts more', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Asha Rao'])).toBe('Asha Rao is typing…');
    expect(typingText(['Asha Rao', 'Ravi K'])).toBe('Asha Rao and Ravi K are typing…');
    expect(typingText(['A', 'B', 'C'])).toBe('Several people are typing…');
  });
});
