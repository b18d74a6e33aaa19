import {
  visibleColumns,
  type AdminBrandListRequest,
  type ColumnPresetId,
  type PresetSetting,
} from '@crm/contracts';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useAdminCurrentBrands, useAdminOffloadedBrands, type AdminBrandsTab } from './queries';

/** The presets of spec 001 §9 'all brands current and offloaded' (the current one with the assign counts by role). */
const PRESET: Record<AdminBrandsTab, ColumnPresetId> = {
  CURRENT: 'adminBrandsCurrent',
  OFFLOADED: 'allBrandsOffloaded',
};

/**
 * The shown admin brand list: the tab's page (read only for admins, a failed read toasted) and its
 * preset's visible columns under the user's setting, with the setter the Columns menu uses.
 */
export function useAdminBrandsList(
  view: { tab: AdminBrandsTab; request: AdminBrandListRequest },
  isAdmin: boolean,
) {
  const { tab, request } = view;
  const { settings, setPreset } = useTableColumnSettings();
  const preset = PRESET[tab];
  const current = useAdminCurrentBrands(request, isAdmin && tab === 'CURRENT');
  const offloaded = useAdminOffloadedBrands(request, isAdmin && tab === 'OFFLOADED');
  const list = tab === 'CURRENT' ? current : offloaded;
  useToastOnError(list.error);
  return {
    list,
    preset,
    setting: settings[preset],
    setSetting: (s: PresetSetting) => setPreset(preset, s),
    columns: visibleColumns(preset, settings[preset]),
  };
}

/** The shown admin brand list and its columns (useAdminBrandsList). */
export type AdminBrandsList = ReturnType<typeof useAdminBrandsList>;
