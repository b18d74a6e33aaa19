import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** Notification text without the `**` highlight markers a name could carry. */
export const plain = (s: string) => s.replace(/\*/g, '');

/** A user's full name, for notification content. */
export const nameOf = async (tx: Tx, userId: number) =>
  plain(
    (
      await tx.execute<{ n: string }>(
        sql`select first_name || ' ' || last_name as n from users where id = ${userId}`,
      )
    ).rows[0].n,
  );
