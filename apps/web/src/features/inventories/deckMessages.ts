import { DECK_EXTENSIONS, fileExtension, INVENTORY_ADMIN_MESSAGES } from '@crm/contracts';
import { ApiError } from '../../lib/api';
import { checkUploadable } from '../files';

/** The deck upload failure text of spec 001 §8: 502/504 a server-side issue, else the server's message, else 'Something went wrong'. */
export function deckFailureText(e: unknown): string {
  if (e instanceof ApiError && (e.status === 502 || e.status === 504))
    return INVENTORY_ADMIN_MESSAGES.serverIssue;
  return e instanceof Error && e.message ? e.message : 'Something went wrong';
}

/** Why a file cannot be a deck (not a pdf, ppt or pptx; over 100 MB), or null when it can. */
export function deckFileProblem(file: { name: string; size: number }): string | null {
  if (!(DECK_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return INVENTORY_ADMIN_MESSAGES.deckType;
  return checkUploadable(file as File);
}
