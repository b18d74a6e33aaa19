import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  issuePredicate,
  referenceCreateRequest,
  validationSentence,
  type ColumnPresetId,
  type ReferenceKind,
} from '@crm/contracts';
import { formatIndian } from '../../lib/format';

/** A row of any settings list as the page handles it (contracts referenceRow: id, name and the kind's columns). */
export type AnyRow = { id: number; name: string } & Record<string, unknown>;

/** The column preset of each kind's table (contracts columns.ts, spec 001 §9 'Settings lists'). */
export const PRESET_OF: Record<ReferenceKind, ColumnPresetId> = {
  location: 'settingsCities',
  vertical: 'settingsVerticals',
  industry: 'settingsIndustries',
  department: 'settingsDepartments',
  designation: 'settingsDesignations',
  company: 'settingsCompanies',
  inventory: 'settingsInventories',
  agency: 'settingsAgencies',
  region: 'settingsRegions',
  state: 'settingsStates',
};

/** A form field of the create/edit modal; ids and the tier are held as text ('' for none) while editing. */
export type FormField =
  | 'name'
  | 'stateId'
  | 'tier'
  | 'parentId'
  | 'industryId'
  | 'regionId'
  | 'code'
  | 'description'
  | 'color';
export type FormValues = Partial<Record<FormField, string>>;

/** The fields each kind's form shows, in order (contracts adminReference FIELDS). */
export const FORM_FIELDS: Record<ReferenceKind, FormField[]> = {
  location: ['name', 'stateId', 'tier', 'parentId'],
  vertical: ['name'],
  industry: ['name'],
  department: ['name'],
  designation: ['name'],
  company: ['name', 'industryId'],
  inventory: ['name', 'description', 'color'],
  agency: ['name'],
  region: ['name'],
  state: ['name', 'code', 'regionId'],
};

const NUMERIC: FormField[] = ['stateId', 'tier', 'parentId', 'industryId', 'regionId'];

/** A row's form values (a new row: empty, colour #DEDDFF). */
export function formOf(kind: ReferenceKind, row: AnyRow | null): FormValues {
  return Object.fromEntries(
    FORM_FIELDS[kind].map((f) => [
      f,
      row?.[f] === null || row?.[f] === undefined
        ? f === 'color'
          ? '#DEDDFF'
          : ''
        : String(row[f]),
    ]),
  );
}

/** The request fields of form values: trimmed text, numbers for ids and the tier, null for an empty optional field. */
export function bodyOf(kind: ReferenceKind, v: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    FORM_FIELDS[kind].map((f) => {
      const text = (v[f] ?? '').trim();
      if (NUMERIC.includes(f)) return [f, text ? Number(text) : null];
      return [f, text || (f === 'name' || f === 'code' ? '' : null)];
    }),
  );
}

/** Checks a form with the contracts schema: a sentence per failing field ('Name is required.'), or none. */
export function formErrors(
  kind: ReferenceKind,
  body: Record<string, unknown>,
): Partial<Record<FormField, string>> {
  const r = referenceCreateRequest(kind).safeParse(body, {
    error: (issue) => issuePredicate(issue),
  });
  if (r.success) return {};
  return Object.fromEntries(
    r.error.issues.map((i) => [String(i.path[0]), validationSentence(i.path, i.message)]),
  );
}

const count = (v: unknown) => (typeof v === 'number' ? formatIndian(v) : '—');

/** The cells of the settings tables by column id; a missing value shows '—'. */
export function cellsOf(kind: ReferenceKind): Record<string, (r: AnyRow) => ReactNode> {
  const text = (id: string) => (r: AnyRow) =>
    r[id] === null || r[id] === undefined || r[id] === '' ? '—' : String(r[id]);
  return {
    name: (r) =>
      kind === 'inventory' ? (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={String(r.color)} size={14} />
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
        </Group>
      ) : (
        <Text size="sm" fw={500}>
          {r.name}
        </Text>
      ),
    stateName: text('stateName'),
    regionName: text('regionName'),
    parentName: text('parentName'),
    industryName: text('industryName'),
    code: text('code'),
    description: (r) => (
      <Text size="sm" lineClamp={1} maw={320}>
        {r.description ? String(r.description) : '—'}
      </Text>
    ),
    tier: (r) => (r.tier ? `Tier ${String(r.tier)}` : '—'),
    isArchived: (r) => (
      <Badge variant="dot" color={r.isArchived ? 'gray' : 'green'} size="sm">
        {r.isArchived ? 'Archived' : 'Active'}
      </Badge>
    ),
    userCount: (r) => count(r.userCount),
    brandCount: (r) => count(r.brandCount),
    companyCount: (r) => count(r.companyCount),
    eventCount: (r) => count(r.eventCount),
    stateCount: (r) => count(r.stateCount),
    cityCount: (r) => count(r.cityCount),
  };
}
