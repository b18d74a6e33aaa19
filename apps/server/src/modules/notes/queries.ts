import { sql, type SQL } from 'drizzle-orm';
import type { BrandNote } from '@crm/contracts';
import { iso } from '../../lib/paging.js';

/** Condition on note alias `n`: visible to `userId` — public, or private and theirs (spec 001 §6). */
export const visibleTo = (userId: number): SQL => sql`(not n.is_private or n.user_id = ${userId})`;

/** Columns of a listed note (aliases n brand_notes, u users). */
export const noteColumns = sql`n.id, n.brand_id, n.title, n.description, n.is_private, n.user_id, n.created_at, n.updated_at,
  u.first_name || ' ' || u.last_name as user_name, u.profile_image`;

export type NoteRow = {
  id: number;
  brand_id: number;
  title: string;
  description: string;
  is_private: boolean;
  user_id: number;
  created_at: unknown;
  updated_at: unknown;
  user_name: string;
  profile_image: string | null;
};

/** A note row as the API shape, as `callerId` sees it. */
export function toNote(r: NoteRow, callerId: number): BrandNote {
  return {
    id: Number(r.id),
    brandId: Number(r.brand_id),
    title: r.title,
    description: r.description,
    isPrivate: r.is_private,
    author: { userId: Number(r.user_id), userName: r.user_name, profileImage: r.profile_image },
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    canEdit: Number(r.user_id) === callerId,
  };
}
