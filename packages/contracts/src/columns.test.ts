import { describe, expect, it } from 'vitest';
import { TABLE_SETTINGS_VERSION } from './constants.js';
import {
  COLUMN_PRESETS,
  defaultPresetSetting,
  reconcileTableColumnSettings,
  visibleColumns,
  type ColumnPresetId,
} from './columns.js';

const presets = Object.entries(COLUMN_PRESETS) as [
  ColumnPresetId,
  (typeof COLUMN_PRESETS)[ColumnPresetId],
][];

describe('column presets (spec 001 §9)', () => {
  it.each(presets)('%s has exactly one fixed column, first, and unique ids', (_id, cols) => {
    expect(cols.filter((c) => c.fixed)).toHaveLength(1);
    expect(cols[0].fixed).toBe(true);
    expect(new Set(cols.map((c) => c.id)).size).toBe(cols.length);
  });

  it('hides the money and date columns of the assigned brands by default, keeps Last Contact shown', () => {
    const shown = visibleColumns('assignedBrands', undefined).map((c) => c.id);
    expect(shown).toEqual(['brandName', 'stage', 'tag', 'lastContact', 'assignedBy']);
    expect(defaultPresetSetting('assignedBrands').hidden).toEqual([
      'proposedValue',
      'negotiatedValue',
      'closedValue',
      'followUpDate',
      'expectedClosure',
      'brandOwners',
    ]);
  });

  it('shows every column of the unassigned, discarded and collaboration tables by default', () => {
    for (const p of [
      'unassignedBrands',
      'discardedBrands',
      'collaborationInvites',
      'inventoryCollaboration',
    ] as const)
      expect(visibleColumns(p, undefined)).toHaveLength(COLUMN_PRESETS[p].length);
  });

  it('keeps a fixed column shown and first whatever the stored setting says', () => {
    const shown = visibleColumns('collaborationInvites', {
      order: ['createdAt', 'brandName', 'inviter'],
      hidden: ['brandName', 'inviter'],
    }).map((c) => c.id);
    expect(shown).toEqual(['brandName', 'createdAt', 'invitee', 'inviteStatus']);
  });

  const added = ['brandAgencyBrands', 'pocContacts', 'taskPeople', 'taskSubAssignments'] as const;

  it.each(added)('%s (spec 001 §9) has exactly one fixed column, first, and unique ids', (p) => {
    const cols = COLUMN_PRESETS[p];
    expect(cols.filter((c) => c.fixed).map((c) => c.id)).toEqual([cols[0].id]);
    expect(new Set(cols.map((c) => c.id)).size).toBe(cols.length);
  });

  it("falls back to a preset's defaults when a stored setting of the current version lacks it", () => {
    const stored = {
      version: TABLE_SETTINGS_VERSION,
      collaborationInvites: { order: ['createdAt'], hidden: ['createdAt'] },
    };
    const { settings, save } = reconcileTableColumnSettings(stored);
    expect(save).toBe(false);
    for (const p of added)
      expect(visibleColumns(p, settings[p]).map((c) => c.id)).toEqual(
        COLUMN_PRESETS[p].filter((c) => c.defaultVisible).map((c) => c.id),
      );
    expect(visibleColumns('taskPeople', settings.taskPeople).map((c) => c.id)).not.toContain(
      'lastActiveOn',
    );
    expect(
      visibleColumns('collaborationInvites', settings.collaborationInvites).map((c) => c.id),
    ).not.toContain('createdAt');
  });
});
