import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pairingRoutes } from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

/** A day picked in the web is sent as the end of that IST day (spec 000 §5 Dates): the API keeps the day. */
describe.each(testDatabases())('dates picked as the end of their IST day, on %s', (kind) => {
  let t: TestApp;
  let pairing: { eiId: number; brandId: number };
  const stored = async () =>
    (
      await t.db.execute<{ follow_up_date: string | null; expected_closure: string | null }>(
        sql`select follow_up_date::text, expected_closure::text from pairings
          where ei_id = ${pairing.eiId} and brand_id = ${pairing.brandId}`,
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 120 });
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number }>(sql`select a.ei_id,
        a.brand_id from pairings a join brand_owners o on o.brand_id = a.brand_id
        join users u on u.id = o.user_id
      where u.email = 'bo@demo.test' and a.status = 'ASSIGNED' order by a.id limit 1`);
    pairing = { eiId: Number(rows[0].ei_id), brandId: Number(rows[0].brand_id) };
  });
  afterAll(() => t?.close());

  it('stores 23:59:59.999 IST of a day, in UTC or with its offset, as that day', async () => {
    const res = await t.call('bo@demo.test', pairingRoutes.updateStage, {
      ...pairing,
      stage: 'IN_PROGRESS',
      followUpDate: '2027-01-15T18:29:59.999Z',
      expectedClosure: '2027-03-31T23:59:59.999+05:30',
    });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({
      follow_up_date: '2027-01-15',
      expected_closure: '2027-03-31',
    });
  });

  it('still refuses a day that does not exist, and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const res = await t.call('bo@demo.test', pairingRoutes.updateStage, {
      ...pairing,
      stage: 'IN_PROGRESS',
      followUpDate: '2027-02-31T18:29:59.999Z',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Follow-up date must be a real date written YYYY-MM-DD.',
    });
    expect(await dbFingerprint(t.db)).toBe(before);
    expect(await stored()).toEqual({
      follow_up_date: '2027-01-15',
      expected_closure: '2027-03-31',
    });
  });
});
