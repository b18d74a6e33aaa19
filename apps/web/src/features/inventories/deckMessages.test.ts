import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, INVENTORY_ADMIN_MESSAGES, MAX_FILE_SIZE_BYTES } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { deckFailureText, deckFileProblem } from './deckMessages';

describe('deck upload messages (spec 001 §8)', () => {
  it('words a 502 or 504 as a server-side issue, otherwise the server’s message, else “Something went wrong”', () => {
    expect(deckFailureText(new ApiError(502, 'BAD_GATEWAY', 'upstream'))).toBe(
      INVENTORY_ADMIN_MESSAGES.serverIssue,
    );
    expect(deckFailureText(new ApiError(504, 'TIMEOUT', ''))).toBe(
      "We're experiencing a server-side issue. Please try again later.",
    );
    expect(
      deckFailureText(
        new ApiError(403, 'DECK_NOT_ALLOWED', INVENTORY_ADMIN_MESSAGES.deckNotAllowed),
      ),
    ).toBe(INVENTORY_ADMIN_MESSAGES.deckNotAllowed);
    expect(deckFailureText(null)).toBe('Something went wrong');
  });

  it('accepts pdf, ppt and pptx up to 100 MB only', () => {
    expect(deckFileProblem({ name: 'Deck.PDF', size: 10 })).toBeNull();
    expect(deckFileProblem({ name: 'deck.pptx', size: MAX_FILE_SIZE_BYTES })).toBeNull();
    expect(deckFileProblem({ name: 'deck.xlsx', size: 10 })).toBe(
      INVENTORY_ADMIN_MESSAGES.deckType,
    );
    expect(deckFileProblem({ name: 'deck', size: 10 })).toBe(INVENTORY_ADMIN_MESSAGES.deckType);
    expect(deckFileProblem({ name: 'deck.ppt', size: MAX_FILE_SIZE_BYTES + 1 })).toBe(
      FILE_MESSAGES.tooLarge,
    );
  });
});
