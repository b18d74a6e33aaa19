import { sql, type SQL } from 'drizzle-orm';
import type { RoleCode } from '@crm/contracts';
import type { Tx } from '../client.js';

/** A demo repository: its owner, name, description, visibility and status, and which brands it lists. */
type Repo = {
  owner: number;
  name: SQL;
  description: string;
  visibility: 'PRIVATE' | 'PUBLIC';
  status: 'DRAFT' | 'PUBLISHED';
  /** Days ago it was made; it was last changed three days ago. */
  age: number;
  brands: SQL;
};

/** The industry with the most brands (the demo PO's pitch list is of its brands). */
const topIndustry = sql`(select industry_id from brands where industry_id is not null
  group by industry_id order by count(*) desc, industry_id limit 1)`;

/**
 * Demo repositories (spec 001 §2 /repository), so that the demo logins open Repository on lists of
 * brands rather than an empty page: the demo PO's published public pitch list of the largest industry's
 * brands (the other pipeline users see it in Public), the demo TO's private draft of their team's
 * brands, and the demo BO's private draft of a few of their own. Runs after brands and teams.
 */
export async function seedRepositories(tx: Tx, demo: Record<RoleCode, number>): Promise<void> {
  const repos: Repo[] = [
    {
      owner: demo.PO,
      name: sql`(select name from industries where id = ${topIndustry}) || ': festive season pitch list'`,
      description: 'Brands with festive campaigns to pitch our October–December events to.',
      visibility: 'PUBLIC',
      status: 'PUBLISHED',
      age: 20,
      brands: sql`select id from brands where industry_id = ${topIndustry} and not is_offloaded
        order by id limit 12`,
    },
    {
      owner: demo.TO,
      name: sql`'Team targets for next quarter'`,
      description: 'The brands each of us should have pitched before the quarter closes.',
      visibility: 'PRIVATE',
      status: 'DRAFT',
      age: 9,
      brands: sql`select distinct bo.brand_id from brand_owners bo
        join team_members tm on tm.user_id = bo.user_id
        join teams t on t.id = tm.team_id and t.owner_user_id = ${demo.TO}
        order by bo.brand_id limit 10`,
    },
    {
      owner: demo.BO,
      name: sql`'Renewals to chase'`,
      description: 'Last season’s sponsors to bring back this year.',
      visibility: 'PRIVATE',
      status: 'DRAFT',
      age: 6,
      brands: sql`select brand_id from brand_owners where user_id = ${demo.BO}
        order by brand_id limit 6`,
    },
  ];
  for (const r of repos) {
    const published =
      r.status === 'PUBLISHED' ? sql`now() - ${`${r.age - 2} days`}::interval` : sql`null`;
    await tx.execute(sql`with repo as (
        insert into repositories (name, description, visibility, status, owner_user_id, created_at,
          updated_at, published_at)
        values (${r.name}, ${r.description}, ${r.visibility}, ${r.status}, ${r.owner},
          now() - ${`${r.age} days`}::interval, now() - interval '3 days', ${published})
        returning id)
      insert into repository_brands (repo_id, brand_id, added_by_user_id, added_at)
      select repo.id, b.id, ${r.owner}, now() - ${`${r.age} days`}::interval
      from repo, (${r.brands}) b(id)`);
  }
}
