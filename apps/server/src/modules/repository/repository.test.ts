import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  pairingRoutes,
  type Repository,
  REPOSITORY_MESSAGES,
  repositoryAssignBody,
  type RepositoryBlockedCountResult,
  type RepositoryBrandListResult,
  type RepositoryListResult,
  repositoryRoutes,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

/** The repository — drafts, publish, brands by filter, counts, visibility by role, duplicate, removal with undo, assignment to events. */
describe.each(testDatabases())('repository on %s', (kind) => {
  let t: TestApp;
  let industryId: number;
  let industryBrands: number;
  let repo: Repository;
  let teamOwnerIds: number[];
  const PO = 'po@demo.test';
  const TO = 'to@demo.test';
  const list = async (email: string, tab = 'PRIVATE') =>
    (await t.call(email, repositoryRoutes.list, { mainTab: tab })).body
      .data as RepositoryListResult;
  const brands = async (email: string, body: object) =>
    (
      await t.call(email, repositoryRoutes.brands, {
        repoId: repo.repoId,
        count: 100,
        ...body,
      })
    ).body.data as RepositoryBrandListResult;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 150, pairings: 200 });
    // the industry with most brands, so that a filter picks a real, checkable set
    const { rows } = await t.db.execute<{ industry_id: number; n: number }>(
      sql`select industry_id, count(*)::int as n from brands where industry_id is not null group by industry_id order by n desc, industry_id limit 1`,
    );
    industryId = Number(rows[0].industry_id);
    industryBrands = rows[0].n;
    const to = await userId(t.db, TO);
    const { rows: team } = await t.db.execute<{ user_id: number }>(
      sql`select tm.user_id from team_members tm join teams tt on tt.id = tm.team_id where tt.owner_user_id = ${to}`,
    );
    teamOwnerIds = [to, ...team.map((r) => Number(r.user_id))];
  });
  afterAll(() => t?.close());

  it('a PO saves a draft; bad input is refused with 400 and changes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from repositories`,
    );
    const minePrior = (await list(PO)).counts.PRIVATE; // the demo PO's own (demo data)
    for (const body of [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'A', visibility: 'SECRET' },
      { name: 'A', owner: 1 },
      {},
    ]) {
      const res = await t.raw(PO, 'PUT', '/api/brand/repository/draft', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from repositories`)).rows[0]
        .n,
    ).toBe(before.rows[0].n);
    const res = await t.call(PO, repositoryRoutes.createDraft, {
      name: ' Cricket pitch list ',
      description: 'Brands for the cricket season',
      visibility: 'PUBLIC',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(REPOSITORY_MESSAGES.draftSaved);
    repo = res.body.data.repository;
    expect(repo).toMatchObject({
      name: 'Cricket pitch list',
      status: 'DRAFT',
      visibility: 'PUBLIC',
      isMine: true,
      brandCount: 0,
      publishedAt: null,
    });
    const mine = await list(PO);
    expect(mine.repositories[0].repoId).toBe(repo.repoId);
    expect(mine.counts.PRIVATE).toBe(minePrior + 1);
    // a draft is its owner's alone, even when PUBLIC
    expect((await list(TO, 'public')).repositories.map((r) => r.repoId)).not.toContain(repo.repoId);
    expect((await t.call(TO, repositoryRoutes.info, { repoId: repo.repoId })).status).toBe(404);
    expect(
      (
        await t.call(PO, repositoryRoutes.update, {
          repoId: repo.repoId,
          status: 'PUBLISHED',
        })
      ).body,
    ).toMatchObject({ error: 'REPOSITORY_EMPTY', message: REPOSITORY_MESSAGES.publishEmpty });
  });

  it('adds every brand matching the brand filter (selectAll, minus excluded ids); counts inRepo / notInRepo follow; remove and add back by id', async () => {
    const filters = { industries: { ids: [industryId], selectionType: 'INCLUDE' as const } };
    const { rows: some } = await t.db.execute<{ id: number }>(
      sql`select id from brands where industry_id = ${industryId} order by id limit 2`,
    );
    const excluded = Number(some[0].id);
    const add = await t.call(PO, repositoryRoutes.changeBrands, {
      repoId: repo.repoId,
      action: 'ADD',
      selectAll: true,
      brandIds: [excluded],
      filters,
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toEqual({
      affected: industryBrands - 1,
      message: REPOSITORY_MESSAGES.brandsAdded(industryBrands - 1),
    });
    const total = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`))
      .rows[0].n;
    expect(
      (await t.call(PO, repositoryRoutes.brandCount, { repoId: repo.repoId })).body.data,
    ).toEqual({ inRepo: industryBrands - 1, notInRepo: total - industryBrands + 1 });
    expect(
      (
        await t.call(PO, repositoryRoutes.brandCount, {
          repoId: repo.repoId,
          filters,
        })
      ).body.data,
    ).toEqual({ inRepo: industryBrands - 1, notInRepo: 1 });
    const inRepo = await brands(PO, { tab: 'IN_REPO' });
    expect(inRepo.totalNoOfEntries).toBe(industryBrands - 1);
    expect(inRepo.brands.map((b) => b.brandId)).not.toContain(excluded);
    expect(inRepo.brands[0].addedBy?.userId).toBe(await userId(t.db, PO));
    expect(
      (await brands(PO, { tab: 'NOT_IN_REPO', filters })).brands.map((b) => b.brandId),
    ).toEqual([excluded]);

    const removed = await t.call(PO, repositoryRoutes.changeBrands, {
      repoId: repo.repoId,
      action: 'REMOVE',
      brandIds: [Number(some[1].id)],
    });
    expect(removed.body.data).toEqual({
      affected: 1,
      message: REPOSITORY_MESSAGES.brandsRemoved(1),
    });
    expect(
      (
        await t.call(PO, repositoryRoutes.changeBrands, {
          repoId: repo.repoId,
          action: 'ADD',
          brandIds: [Number(some[1].id), excluded],
        })
      ).body.data.affected,
    ).toBe(2);
    expect(
      (
        await t.call(PO, repositoryRoutes.changeBrands, {
          repoId: repo.repoId,
          action: 'ADD',
          brandIds: [Number(some[1].id)],
        })
      ).body.data.affected,
    ).toBe(0);
    expect(
      (
        await t.call(PO, repositoryRoutes.changeBrands, {
          repoId: repo.repoId,
          action: 'ADD',
          brandIds: [99_999_999],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(PO, repositoryRoutes.changeBrands, {
          repoId: repo.repoId,
          action: 'ADD',
          brandIds: [],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call(PO, repositoryRoutes.changeBrands, {
          repoId: 99_999_999,
          action: 'ADD',
          brandIds: [excluded],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(PO, repositoryRoutes.brands, {
          repoId: repo.repoId,
          filters: { industries: { ids: ['x'] } },
        })
      ).status,
    ).toBe(400);
  });

  it('publishes; others see it on the public tab read-only, a TO only with their team’s brands (spec 001 §6); HR has no access', async () => {
    const pub = await t.call(PO, repositoryRoutes.update, {
      repoId: repo.repoId,
      status: 'PUBLISHED',
    });
    expect(pub.body.data.message).toBe(REPOSITORY_MESSAGES.published);
    expect(pub.body.data.repository).toMatchObject({
      status: 'PUBLISHED',
      brandCount: industryBrands,
    });
    expect(pub.body.data.repository.publishedAt).toBeTruthy();

    const seen = (await list(TO, 'public')).repositories.find((r) => r.repoId === repo.repoId)!;
    expect(seen).toMatchObject({ isMine: false, owner: { userId: await userId(t.db, PO) } });
    const { rows } = await t.db.execute<{
      n: number;
    }>(sql`select count(*)::int as n from brands b where b.industry_id = ${industryId}
      and exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = any(${`{${teamOwnerIds.join(',')}}`}::bigint[]))`);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(rows[0].n).toBeLessThan(industryBrands);
    expect(seen.brandCount).toBe(rows[0].n);
    const teamList = await brands(TO, { tab: 'IN_REPO' });
    expect(teamList.totalNoOfEntries).toBe(rows[0].n);
    for (const b of teamList.brands)
      expect(b.brandOwners.some((o) => teamOwnerIds.includes(o.brandOwnerUserId))).toBe(true);

    // read-only for everyone but the owner
    expect(
      (
        await t.call(TO, repositoryRoutes.update, {
          repoId: repo.repoId,
          name: 'Mine now',
        })
      ).body.error,
    ).toBe('REPOSITORY_NOT_OWNER');
    expect(
      (
        await t.call(TO, repositoryRoutes.changeBrands, {
          repoId: repo.repoId,
          action: 'REMOVE',
          selectAll: true,
        })
      ).status,
    ).toBe(403);
    expect((await t.call(TO, repositoryRoutes.remove, { repoId: repo.repoId })).status).toBe(403);
    expect((await t.call('hr@demo.test', repositoryRoutes.list, {})).body).toMatchObject({
      error: 'REPOSITORY_ACCESS_DENIED',
      message: REPOSITORY_MESSAGES.accessDenied,
    });
    expect(
      (await t.call('hr@demo.test', repositoryRoutes.createDraft, { name: 'Nope' })).status,
    ).toBe(403);
  });

  it('a TO adds only their team’s brands; a published PRIVATE repository stays hidden from others', async () => {
    const mine = (await t.call(TO, repositoryRoutes.createDraft, { name: 'Team list' })).body.data
      .repository as Repository;
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select b.id from brands b where not exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = any(${`{${teamOwnerIds.join(',')}}`}::bigint[])) order by b.id limit 1`,
    );
    const outside = await t.call(TO, repositoryRoutes.changeBrands, {
      repoId: mine.repoId,
      action: 'ADD',
      brandIds: [Number(rows[0].id)],
    });
    expect(outside.status).toBe(403);
    const all = await t.call(TO, repositoryRoutes.changeBrands, {
      repoId: mine.repoId,
      action: 'ADD',
      selectAll: true,
    });
    const { rows: team } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from brands b where exists (select 1 from brand_owners bo where bo.brand_id = b.id and bo.user_id = any(${`{${teamOwnerIds.join(',')}}`}::bigint[]))`,
    );
    expect(all.body.data.affected).toBe(team[0].n);
    // published but PRIVATE: nobody else sees it, not even a PO or an admin
    await t.call(TO, repositoryRoutes.update, {
      repoId: mine.repoId,
      status: 'PUBLISHED',
    });
    for (const email of [PO, 'bo@demo.test', 'admin@demo.test']) {
      expect((await t.call(email, repositoryRoutes.info, { repoId: mine.repoId })).status).toBe(
        404,
      );
      expect(
        (await t.call(email, repositoryRoutes.duplicate, { repoId: mine.repoId })).status,
      ).toBe(404);
      expect(
        (await t.call(email, repositoryRoutes.brandCount, { repoId: mine.repoId })).status,
      ).toBe(404);
      expect(
        (await t.call(email, repositoryRoutes.update, { repoId: mine.repoId, name: 'x' })).status,
      ).toBe(404);
    }
  });

  it('duplicates a visible repository as a private draft of the caller with the brands they see', async () => {
    const res = await t.call(TO, repositoryRoutes.duplicate, {
      repoId: repo.repoId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(REPOSITORY_MESSAGES.duplicated);
    const copy = res.body.data.repository as Repository;
    const original = (await list(TO, 'PUBLIC')).repositories.find((r) => r.repoId === repo.repoId)!;
    expect(copy).toMatchObject({
      name: 'Copy of Cricket pitch list',
      visibility: 'PRIVATE',
      status: 'DRAFT',
      isMine: true,
      brandCount: original.brandCount,
    });
    expect((await t.call(PO, repositoryRoutes.brandCount, { repoId: copy.repoId })).status).toBe(
      404,
    );
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from repository_brands where repo_id = ${copy.repoId}`,
    );
    expect(stored.rows[0].n).toBe(original.brandCount);
  });

  it('removes (soft) and restores; only the owner', async () => {
    const copy = (await t.call(PO, repositoryRoutes.duplicate, { repoId: repo.repoId })).body.data
      .repository as Repository;
    expect(copy.brandCount).toBe(industryBrands);
    expect((await t.call(TO, repositoryRoutes.remove, { repoId: copy.repoId })).status).toBe(404);
    const res = await t.call(PO, repositoryRoutes.remove, { repoId: copy.repoId });
    expect(res.body.data.message).toBe(REPOSITORY_MESSAGES.removed);
    expect((await list(PO)).repositories.map((r) => r.repoId)).not.toContain(copy.repoId);
    expect((await t.call(PO, repositoryRoutes.info, { repoId: copy.repoId })).status).toBe(404);
    expect((await t.call(PO, repositoryRoutes.remove, { repoId: copy.repoId })).status).toBe(404);
    expect((await t.call(TO, repositoryRoutes.restore, { repoId: copy.repoId })).status).toBe(404);
    const back = await t.call(PO, repositoryRoutes.restore, { repoId: copy.repoId });
    expect(back.body.data).toMatchObject({
      message: REPOSITORY_MESSAGES.restored,
      repository: { repoId: copy.repoId, brandCount: industryBrands },
    });
    expect((await t.call(PO, repositoryRoutes.restore, { repoId: copy.repoId })).status).toBe(404);
  });

  it('assigns the repository’s brands to an event inventory in one call, skipping blocked industries and existing pairings; others’ private repositories are refused', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from event_inventories order by id desc limit 1`,
    );
    const eiId = Number(rows[0].id);
    // block one industry of the repository there, and pair one repository brand already
    const { rows: other } = await t.db.execute<{
      industry_id: number;
      id: number;
    }>(sql`select b.industry_id, b.id from repository_brands rb join brands b on b.id = rb.brand_id
      where rb.repo_id = ${repo.repoId} order by b.id limit 1`);
    const paired = Number(other[0].id);
    await t.db.execute(
      sql`delete from pairings where ei_id = ${eiId} and brand_id in (select brand_id from repository_brands where repo_id = ${repo.repoId})`,
    );
    await t.db.execute(
      sql`insert into pairings (ei_id, brand_id, status, stage) values (${eiId}, ${paired}, 'ASSIGNED', 'ASSIGNED')`,
    );
    const extra = (
      await t.db.execute<{ id: number; industry_id: number }>(
        sql`select id, industry_id from brands where industry_id <> ${industryId} and not is_offloaded order by id limit 1`,
      )
    ).rows[0];
    await t.call(PO, repositoryRoutes.changeBrands, {
      repoId: repo.repoId,
      action: 'ADD',
      brandIds: [Number(extra.id)],
    });
    await t.db.execute(
      sql`insert into ei_blocked_industries (ei_id, industry_id) values (${eiId}, ${extra.industry_id}) on conflict do nothing`,
    );

    const counts = (
      await t.call(PO, repositoryRoutes.blockedCount, {
        repoId: repo.repoId,
        eiIds: [eiId],
      })
    ).body.data as RepositoryBlockedCountResult;
    const offloaded = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from repository_brands rb join brands b on b.id = rb.brand_id where rb.repo_id = ${repo.repoId} and b.is_offloaded`,
      )
    ).rows[0].n;
    expect(counts.counts).toEqual([
      {
        eiId,
        inRepo: industryBrands + 1,
        categoryBlocked: 1,
        alreadyPaired: 1,
        offloaded,
        assignable: industryBrands - 1 - offloaded,
      },
    ]);
    expect(
      (
        await t.call(PO, repositoryRoutes.blockedCount, {
          repoId: repo.repoId,
          eiIds: [99_999_999],
        })
      ).status,
    ).toBe(404);

    // someone else's private repository: 404, and nothing is assigned
    const hidden = (await t.call(TO, repositoryRoutes.list, { mainTab: 'PRIVATE' })).body.data
      .repositories[0] as Repository;
    const before = await dbFingerprint(t.db);
    const refused = await t.call(
      PO,
      pairingRoutes.assign,
      repositoryAssignBody(eiId, [hidden.repoId]),
    );
    expect(refused.status).toBe(404);
    expect(await dbFingerprint(t.db)).toBe(before);

    const res = await t.call(PO, pairingRoutes.assign, repositoryAssignBody(eiId, [repo.repoId]));
    expect(res.status).toBe(200);
    expect(res.body.data.affected).toBe(industryBrands - 1 - offloaded);
    const { rows: pairs } = await t.db.execute<{
      n: number;
      blocked: number;
    }>(sql`select count(*)::int as n, (count(*) filter (where a.brand_id = ${extra.id}))::int as blocked
      from pairings a join repository_brands rb on rb.brand_id = a.brand_id and rb.repo_id = ${repo.repoId} where a.ei_id = ${eiId} and a.status = 'ASSIGNED'`);
    expect(pairs[0]).toEqual({ n: industryBrands - offloaded, blocked: 0 });
    // the unassigned tab of that event inventory, narrowed to the repository, is now empty
    const tab = await t.call(PO, pairingRoutes.unassignedList, {
      eiId,
      selectionType: 'UNASSIGNED',
      filters: { repoIds: [repo.repoId] },
    });
    expect(tab.body.data.totalNoOfEntries).toBe(0);
    // a TO assigning from the same repository gets only their team's brands (none left here) — never a 5xx
    expect(
      (await t.call(TO, pairingRoutes.assign, repositoryAssignBody(eiId, [repo.repoId]))).body.data
        .affected,
    ).toBe(0);
  });
});
