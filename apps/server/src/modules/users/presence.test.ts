import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRESENCE_BATCH_MS, type PresenceEvent } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { createPresence } from './presence.js';

/**
 * Presence over several server copies (spec 000 §2.12 online status): each copy is a createPresence on the
 * same database; a user costs one write of last_active_on a minute however many copies they touch.
 */
describe.each(testDatabases())('presence on %s', (kind) => {
  let t: TestApp;
  let lg: number;
  const copies: ReturnType<typeof createPresence>[] = [];
  /** A copy whose announcements go into `announced`. */
  const copy = () => {
    const announced: PresenceEvent[] = [];
    const presence = createPresence(t.db, (users) => announced.push(...users));
    copies.push(presence);
    return { presence, announced };
  };
  /** The stored last activity's age (s), rounded. */
  const age = async () => {
    const { rows } = await t.db.execute<{ s: number }>(
      sql`select round(extract(epoch from now() - last_active_on))::int as s from users where id = ${lg}`,
    );
    return rows[0].s;
  };
  const setAge = (seconds: number) =>
    t.db.execute(
      sql`update users set last_active_on = now() - make_interval(secs => ${seconds}) where id = ${lg}`,
    );
  const batch = () => new Promise((r) => setTimeout(r, PRESENCE_BATCH_MS + 500));
  /** A new copy touches the user whose last activity is `seconds` old: the stored age after, and whom it announced. */
  const touchFromNewCopy = async (seconds: number) => {
    await setAge(seconds);
    const { presence, announced } = copy();
    await presence.touch(lg);
    const after = await age();
    await batch();
    return { age: after, announced: announced.map((u) => u.userId) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    lg = await userId(t.db, 'lg@demo.test');
  });
  afterAll(async () => {
    for (const c of copies) c.close();
    await t?.close();
  });

  it('a user away an hour is written and announced; another copy within the minute does not write, and announces them once; past it, writes', async () => {
    const away = await touchFromNewCopy(3600);
    expect(away.age).toBeLessThan(5);
    expect(away.announced).toEqual([lg]);
    // the user reaches another copy 20 s after the first one wrote: the row stays as written, and this copy's
    // sockets hear of the user once (it had not announced them)
    expect(await touchFromNewCopy(20)).toEqual({ age: 20, announced: [lg] });
    // a minute and more after the last write, the next copy the user reaches writes, and announces them
    const past = await touchFromNewCopy(90);
    expect(past.age).toBeLessThan(5);
    expect(past.announced).toEqual([lg]);
  });
});
