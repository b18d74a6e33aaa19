import { sql } from 'drizzle-orm';
import publicDomains from 'email-providers';
import type { Db } from '../../../db/client.js';
import { textArray } from '../../../lib/sql.js';

/** A stored mail's link: a POC (and its brand), or a brand by its domain (`pocId` 0). */
export type MailLink = { brandId: number; pocId: number };

/** Most brands one domain links a mail to (variants of a brand share a website). */
const BRANDS_PER_DOMAIN = 20;

const PUBLIC_DOMAINS = new Set(publicDomains);

/** The domain of `address`, lower case. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * What the addresses of a batch of mails link to (issue 41 §2): each address of a current POC links
 * that POC and its brand; an address no POC has links the brands whose website is its domain, unless
 * the domain is a public mail provider's (email-providers) or `ownDomain`. `linksOf(addresses)` answers
 * a mail's links (none: the mail is not stored).
 */
export async function linkIndex(db: Db, addresses: string[], ownDomain: string) {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const { rows: pocRows } = await db.execute<{ email: string; poc_id: number; brand_id: number }>(
    sql`select lower(email) as email, id as poc_id, brand_id from pocs
        where lower(email) = any(${textArray(unique)}) and removed_at is null`,
  );
  const byAddress = new Map<string, MailLink[]>();
  for (const r of pocRows)
    byAddress.set(r.email, [
      ...(byAddress.get(r.email) ?? []),
      { brandId: Number(r.brand_id), pocId: Number(r.poc_id) },
    ]);
  const domains = [
    ...new Set(
      unique
        .filter((a) => !byAddress.has(a))
        .map(domainOf)
        .filter((d) => d && d !== ownDomain && !PUBLIC_DOMAINS.has(d)),
    ),
  ];
  const byDomain = new Map<string, MailLink[]>();
  if (domains.length) {
    const { rows } = await db.execute<{ domain: string; brand_id: number }>(
      sql`select website_domain as domain, id as brand_id from (
            select website_domain, id, row_number() over (partition by website_domain order by id) as n
            from brands where website_domain = any(${textArray(domains)})) b
          where n <= ${BRANDS_PER_DOMAIN}`,
    );
    for (const r of rows)
      byDomain.set(r.domain, [
        ...(byDomain.get(r.domain) ?? []),
        { brandId: Number(r.brand_id), pocId: 0 },
      ]);
  }
  return (mailAddresses: string[]): MailLink[] => {
    const links = new Map<string, MailLink>();
    for (const a of mailAddresses.map((x) => x.toLowerCase())) {
      for (const l of byAddress.get(a) ?? byDomain.get(domainOf(a)) ?? [])
        links.set(`${l.brandId}:${l.pocId}`, l);
    }
    return [...links.values()];
  };
}
