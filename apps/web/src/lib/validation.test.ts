import { describe, expect, it } from 'vitest';
import {
  croreRule,
  lengthError,
  numberError,
  PROPERTY_COUNT_RULE,
  TEXT_LIMITS,
} from './validation';

describe('field checks refuse, never change', () => {
  const target = croreRule('Sales target');

  it('refuses money outside 0..10,00,000 Cr or with more than two decimals', () => {
    expect(numberError(-10, target)).toBe('Sales target must be between 0 and 10,00,000 Cr');
    expect(numberError('99999999999999', target)).toBe(
      'Sales target must be between 0 and 10,00,000 Cr',
    );
    expect(numberError(1.234, target)).toBe('Sales target can have at most 2 decimal places');
    expect(numberError(12.5, target)).toBeNull();
    expect(numberError('', target)).toBeNull();
  });

  it('refuses a fractional or non-numeric property count', () => {
    expect(numberError(1.5, PROPERTY_COUNT_RULE)).toBe('Property count must be a whole number');
    expect(numberError('-', PROPERTY_COUNT_RULE)).toBe('Property count must be a number');
    expect(numberError(100_001, PROPERTY_COUNT_RULE)).toBe(
      'Property count must be between 0 and 1,00,000',
    );
  });

  it('names the text limit from the contracts', () => {
    expect(TEXT_LIMITS.callNote).toBe(5000);
    expect(lengthError('Note', 'x'.repeat(5001), TEXT_LIMITS.callNote)).toBe(
      'Note can be at most 5,000 characters',
    );
    expect(lengthError('Note', 'x'.repeat(5000), TEXT_LIMITS.callNote)).toBeNull();
  });
});
