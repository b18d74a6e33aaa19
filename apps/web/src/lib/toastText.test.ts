import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@crm/contracts';
import { codeText, failureMessage, reportedText } from './toastText';

describe('failure toast text (spec 000 §8)', () => {
  it("shows the server's message first", () => {
    expect(
      failureMessage({ error: 'EMAIL_ALREADY_EXISTS', message: 'User Email Already exist' }),
    ).toBe('User Email Already exist');
  });

  it('shows an error code without a message with underscores turned into spaces', () => {
    expect(failureMessage({ error: 'INVENTORY_NOT_FOUND' })).toBe('INVENTORY NOT FOUND');
    expect(failureMessage({ error: 'A__B_', message: '  ' })).toBe('A B');
    expect(codeText('CONCURRENT_CHANGE')).toBe('CONCURRENT CHANGE');
  });

  it("falls back to 'Something went wrong!' or the caller's text", () => {
    expect(failureMessage({})).toBe(MESSAGES.genericError);
    expect(failureMessage({ error: 42 })).toBe('Something went wrong!');
    expect(failureMessage({}, MESSAGES.tryAgain)).toBe('Something went wrong, Please try again');
  });

  it("prefixes reported errors with 'BETA only - ' on a beta build only", () => {
    expect(reportedText('Conflict detected', true)).toBe('BETA only - Conflict detected');
    expect(reportedText('Conflict detected', false)).toBe('Conflict detected');
    // this build is not a beta build
    expect(reportedText('Conflict detected')).toBe('Conflict detected');
  });
});
