import { sql, type SQL } from 'drizzle-orm';
import type { BrandInfoCompletion } from '@crm/contracts';
import type { Tx } from '../../../db/client.js';
import { computeCompletion } from './completion.js';

/**
 * The completion items in the order of their bits in `brands.completion_flags` (bit 0 first), which triggers on
 * brands and POCs keep equal to the SQL function `brand_completion_flags` (migration 0067: each item's rule is
 * written there once). Brand POC reading: "the brand has a POC" and, of its primary POC (the first POC when none
 * is flagged primary; removed POCs are ignored), an email, a phone number, a role and a LinkedIn URL.
 */
const ITEMS = [
  'name',
  'description',
  'image',
  'company',
  'industry',
  'category',
  'contactType',
  'revenue',
  'hasPoc',
  'pocEmail',
  'pocPhone',
  'pocRole',
  'pocLinkedin',
  'hqCity',
  'website',
  'linkedin',
] as const;

/** The completion of a brand whose `completion_flags` are `mask`. */
function completionOf(mask: number): BrandInfoCompletion {
  const f = Object.fromEntries(
    ITEMS.map((item, bit) => [item, (mask & (1 << bit)) !== 0]),
  ) as Record<(typeof ITEMS)[number], boolean>;
  return computeCompletion({
    basic: {
      name: f.name,
      description: f.description,
      image: f.image,
      company: f.company,
      industry: f.industry,
      category: f.category,
      contactType: f.contactType,
      revenue: f.revenue,
    },
    poc: {
      hasPoc: f.hasPoc,
      email: f.pocEmail,
      phone: f.pocPhone,
      role: f.pocRole,
      linkedin: f.pocLinkedin,
    },
    location: { hqCity: f.hqCity },
    social: { website: f.website, linkedin: f.linkedin },
  });
}

/**
 * The completion percentages of the brands `b` matching `where`, as (percent, brands) pairs: the brands grouped
 * by their stored completion flags, so that a report over lakhs of brands reads one small column of each and
 * computes each distinct completion once (issue 43 §1: their POCs read per brand cost 1.1 s at 28,000 brands).
 */
export async function completionPercentCounts(
  db: Tx,
  where: SQL,
): Promise<{ percent: number; brands: number }[]> {
  const { rows } = await db.execute<{ flags: number; n: number }>(
    sql`select b.completion_flags as flags, count(*)::int as n from brands b where ${where} group by 1`,
  );
  return rows.map((r) => ({ percent: completionOf(r.flags).completionPercentage, brands: r.n }));
}

/** The completion of brand `brandId` (spec 001 §3), from its stored completion flags. */
export async function brandCompletion(db: Tx, brandId: number): Promise<BrandInfoCompletion> {
  const { rows } = await db.execute<{ flags: number }>(
    sql`select completion_flags as flags from brands where id = ${brandId}`,
  );
  return completionOf(rows[0].flags);
}
