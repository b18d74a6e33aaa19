import { visibleColumns, type ColumnPresetId } from '@crm/contracts';
import { useTableColumnSettings } from '../../../lib/columnsSettings';
import { canRead, currentUser } from '../../../lib/user';
import { useBrandCustomColumns } from '../../customFields';
import type { MainTab, MyBrands } from './useBrandListState';

const PRESET: Record<MainTab, ColumnPresetId> = {
  MY_BRANDS: 'myCurrentBrands',
  ALL_BRANDS: 'allBrandsCurrent',
};

/** The column preset of the shown list: the tab's, or Your Brands' Offloaded view's. */
export const presetOf = (l: { mainTab: MainTab; myBrands: MyBrands }): ColumnPresetId =>
  l.mainTab === 'MY_BRANDS' && l.myBrands === 'OFFLOADED' ? 'myOffloadedBrands' : PRESET[l.mainTab];

/**
 * The brands list's columns (spec 001 §9): the shown preset's visible ones under the user's setting,
 * the ticked custom-field columns, and whether Your Brands' rows end with Discard (pipeline readers).
 */
export function useBrandListColumns(list: { mainTab: MainTab; myBrands: MyBrands }) {
  const { settings, setPreset } = useTableColumnSettings();
  const preset = presetOf(list);
  const custom = useBrandCustomColumns();
  return {
    settings,
    setPreset,
    preset,
    columns: visibleColumns(preset, settings[preset]),
    custom,
    discards: list.mainTab === 'MY_BRANDS' && canRead(currentUser(), 'PIPELINE'),
  };
}

/** The brands list's columns (useBrandListColumns). */
export type BrandListColumns = ReturnType<typeof useBrandListColumns>;
