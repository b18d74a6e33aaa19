import { MESSAGES } from '@crm/contracts';

/** Toast colours, the same everywhere (spec 000 §8): green for a success, red for a failure. */
export const TOAST_COLORS = { success: 'green', failure: 'red' } as const;

/** A beta build (VITE_BETA=true at build time): reported errors carry 'BETA only - ' (spec 000 §8). */
const IS_BETA = import.meta.env.VITE_BETA === 'true';

/** An error code as words: underscores become spaces ('EMAIL_ALREADY_EXISTS' → 'EMAIL ALREADY EXISTS'). */
export const codeText = (code: string) => code.replace(/_+/g, ' ').trim();

/**
 * The text of a failed answer `{error, message}` (spec 000 §8 generic failure toast): the server's
 * message, else its error code with underscores turned into spaces, else `fallback`.
 */
export function failureMessage(
  body: { error?: unknown; message?: unknown },
  fallback: string = MESSAGES.genericError,
): string {
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  if (typeof body.error === 'string' && codeText(body.error)) return codeText(body.error);
  return fallback;
}

/** A reported error's toast text: on a beta build 'BETA only - {message}' (spec 000 §8), else the message. */
export const reportedText = (message: string, beta: boolean = IS_BETA) =>
  beta ? `BETA only - ${message}` : message;
