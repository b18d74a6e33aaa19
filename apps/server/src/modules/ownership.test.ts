import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.js';
import { KINDS } from './admin/kinds.js';

/**
 * Module walls for data (ARCHITECTURE.md §3, Tables by writer): every table of the schema has one
 * owner, and only its owner writes it. Another module that needs a change calls a function the owner
 * exports through its index.ts. Owners outside modules/ are listed too (the sign-in throttle of
 * auth/, the idempotency plugin, rows kept by migrations and triggers); the seed and tests are exempt.
 */
const OWNERS: Record<string, string[]> = {
  users: [
    'users',
    'revoked_tokens',
    'password_tokens',
    'user_sessions',
    'recovery_codes',
    'trusted_devices',
    'two_factor_policy',
    'sso_logins',
    'api_tokens',
    'api_token_policy',
  ],
  people: ['teams', 'team_members'],
  settings: ['user_settings'],
  audit: ['audit_log'],
  webhooks: ['webhooks', 'webhook_deliveries', 'webhook_attempts'],
  brands: [
    'brands',
    'brand_owners',
    'brand_owner_history',
    'brand_history',
    'brand_marketing_offices',
    'brand_owner_moves',
    'brand_owner_move_brands',
  ],
  pocs: ['pocs', 'departments'],
  agencies: ['agencies', 'agency_association_types', 'brand_agencies'],
  notes: ['brand_notes'],
  customFields: ['custom_fields'],
  inventories: [
    'inventories',
    'event_inventories',
    'event_inventory_owners',
    'ei_blocked_industries',
    'inventory_smes',
    'event_smes',
    'decks',
    'deck_views',
    'case_studies',
    'case_study_requests',
  ],
  events: ['events', 'event_history', 'event_timeline'],
  pairings: [
    'pairings',
    'stage_history',
    'interactions',
    'collab_invitations',
    'brand_suggestions',
  ],
  closedDeals: ['closed_deals'],
  repository: ['repositories', 'repository_brands'],
  chat: [
    'chats',
    'chat_members',
    'messages',
    'message_reactions',
    'message_pins',
    'message_stars',
    'message_files',
    'chat_drafts',
    'chat_event_dirty',
  ],
  tasks: [
    'tasks',
    'task_brands',
    'task_people',
    'task_sub_assignments',
    'task_sub_assignment_members',
    'task_mentions',
    'task_stars',
    'task_activity',
    'task_comments',
    'task_comment_reads',
    'task_reminders',
  ],
  files: ['files'],
  imports: ['import_uploads', 'import_upload_counts'],
  calendar: ['calendar_feeds'],
  forecast: ['stage_probabilities'],
  views: ['saved_views'],
  feedback: ['feedback'],
  news: ['news', 'news_appreciations'],
  notifications: ['notifications'],
  email: [
    'mailboxes',
    'mail_messages',
    'mail_locations',
    'mail_folder_states',
    'mail_links',
    'email_sends',
    'email_tracked_links',
    'email_link_opens',
    'email_templates',
  ],
  admin: [
    'industries',
    'verticals',
    'regions',
    'states',
    'cities',
    'companies',
    'department_names',
    'designations',
    'location_removals',
  ],
  // Outside modules/: auth/loginThrottle.ts, plugins/idempotency.ts, the mail outbox (mail/outbox.ts),
  // the hourly request counts (lib/hourlyCount.ts), and rows only migrations and triggers write (the
  // deployment id, the brand totals).
  auth: ['login_throttle', 'login_address_throttle'],
  plugins: ['idempotency_keys'],
  mail: ['mail_sends'],
  lib: ['request_counts'],
  db: ['deployment', 'row_counts'],
};

/**
 * The one exception, kept in sight: the admin console's generic reference writer (admin/queries.ts,
 * a table named by the kind) also edits two lists other modules own, as /settings shows them.
 */
const REFERENCE_LISTS_OF_OTHERS: Record<string, string> = {
  inventories:
    'the Inventories list (name, colour, image); inventories owns archiving and event inventories',
  agencies:
    'the Agencies list; agencies owns brand associations and creates an agency on first use',
};

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/** Table name by the schema's export name (for Drizzle's builder: `.insert(brandNotes)`). */
const tablesByExport = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as const] : [],
  ),
);

const ownerOf = new Map(
  Object.entries(OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner] as const)),
);

/** The tables a source text writes: SQL insert into / update … set / delete from / merge into, and Drizzle's insert/update/delete. */
function tablesWritten(text: string): string[] {
  // comments describe writes in words ("a stage update may set"): only code counts
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  const sqlWrites = [
    /\binsert\s+into\s+([a-z_][a-z0-9_]*)/gi,
    /\bupdate\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/gi,
    /\bdelete\s+from\s+([a-z_][a-z0-9_]*)/gi,
    /\bmerge\s+into\s+([a-z_][a-z0-9_]*)/gi,
  ];
  for (const re of sqlWrites)
    for (const m of source.matchAll(re))
      if (m[1].toLowerCase() !== 'set') found.add(m[1].toLowerCase());
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = tablesByExport.get(m[1]);
    if (table) found.add(table);
  }
  return [...found];
}

/** Every non-test .ts file under `dir`, relative to it. */
const sourcesOf = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('module walls for data', () => {
  it('gives every table of the schema exactly one owner', () => {
    const listed = Object.values(OWNERS).flat();
    expect(listed.filter((t, i) => listed.indexOf(t) !== i)).toEqual([]);
    expect([...listed].sort()).toEqual([...tablesByExport.values()].sort());
  });

  it('lists only owners that exist', () => {
    const outside = ['auth', 'plugins', 'db', 'mail', 'lib'];
    expect(Object.keys(OWNERS).filter((o) => !outside.includes(o) && !modules.includes(o))).toEqual(
      [],
    );
  });

  it('lets a module write only the tables it owns', () => {
    const violations: string[] = [];
    for (const module of modules)
      for (const file of sourcesOf(path.join(modulesDir, module)))
        for (const table of tablesWritten(
          readFileSync(path.join(modulesDir, module, file), 'utf8'),
        ))
          if (ownerOf.get(table) !== module)
            violations.push(
              ownerOf.has(table)
                ? `${module}/${file} writes ${table}, owned by ${ownerOf.get(table)}: call a function of ${ownerOf.get(table)}/index.ts instead`
                : `${module}/${file} writes ${table}, which is no table of the schema (or has no owner in OWNERS)`,
            );
    expect(violations).toEqual([]);
  });

  it('lets the reference writer edit admin tables, and only the two lists named as exceptions', () => {
    const others = Object.values(KINDS)
      .map((k) => k.table)
      .filter((t) => ownerOf.get(t) !== 'admin');
    expect(others.sort()).toEqual(Object.keys(REFERENCE_LISTS_OF_OTHERS).sort());
  });

  it('finds the writes of SQL and of the typed builder', () => {
    expect(
      tablesWritten(`insert into brands (name) values ('x');
        update pocs p set name = 'y'; update users
        set roles = '{}'; delete from brand_history; merge into companies c using x;
        insert into login_throttle values (1) on conflict (email) do update set failures = 2;
        db.insert(brandNotes).values({}); tx.update(customFields); db.delete( news ); hash.update(data)
        // a stage update may set the deal fields
        /** then delete from files */ const url = 'https://x.test/update teams set'`).sort(),
    ).toEqual(
      [
        'brand_history',
        'brand_notes',
        'brands',
        'companies',
        'custom_fields',
        'login_throttle',
        'news',
        'pocs',
        'teams',
        'users',
      ].sort(),
    );
  });
});
