import type { Tx } from '../../db/client.js';
import { fullName } from './queries.js';

/** Notification text without the `**` highlight markers a name could carry. */
export const plain = (s: string) => s.replace(/\*/g, '');

/** A user's full name, for notification content. */
export const nameOf = async (tx: Tx, userId: number) => plain(await fullName(tx, userId));
