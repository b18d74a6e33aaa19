import { Group } from '@mantine/core';
import { ColumnsMenu } from '../../../components/ColumnsMenu';
import { canRead, currentUser } from '../../../lib/user';
import { CustomColumnsMenu } from '../../customFields';
import { BrandsSavedViews } from '../BrandsSavedViews';
import { ExportMenu } from '../ExportMenu';
import { BrandsCreateButtons } from './BrandsCreateButtons';
import { BrandsTotal } from './BrandsTotal';
import { presetOf, type BrandListColumns } from './useBrandListColumns';
import type { BrandListQuery } from './useBrandListQuery';
import type { BrandListState } from './useBrandListState';

/**
 * The brands list's right-hand bar: the total (not on Your Brands' Offloaded view), saved views, the
 * Columns and Custom columns menus (Current lists), Export of the shown list, New brand and Import.
 */
export function BrandsActions({
  s,
  cols,
  list,
  onCreate,
  onImport,
}: {
  s: BrandListState;
  cols: BrandListColumns;
  list: BrandListQuery;
  onCreate: () => void;
  onImport: () => void;
}) {
  const { settings, setPreset, preset, columns, custom } = cols;
  return (
    <Group gap="sm">
      {!s.offloadedView && <BrandsTotal list={list} />}
      <BrandsSavedViews
        state={{
          mainTab: s.mainTab,
          myBrands: s.myBrands,
          searchFor: s.searchFor,
          filters: s.filter,
          sortBy: s.sort,
          columns: settings[preset],
        }}
        setColumns={(l, c) => setPreset(presetOf(l), c)}
      />
      {!s.offloadedView && (
        <>
          <ColumnsMenu
            preset={preset}
            setting={settings[preset]}
            onChange={(c) => setPreset(preset, c)}
          />
          <CustomColumnsMenu {...custom} />
        </>
      )}
      {canRead(currentUser(), 'BRAND_EXPORT') && (
        <ExportMenu
          request={{
            mainTab: s.mainTab,
            myBrands: s.myBrands,
            searchFor: s.searchFor,
            filters: s.filters,
            sortBy: s.sort,
            columns: [...columns.map((c) => c.id), ...(s.offloadedView ? [] : custom.ids)],
          }}
        />
      )}
      <BrandsCreateButtons onCreate={onCreate} onImport={onImport} />
    </Group>
  );
}
