import { Select, SimpleGrid, Switch } from '@mantine/core';
import type { PocDetail } from '@crm/contracts';
import { CityPicker } from '../../../components/searchPickers';
import { DepartmentPicker } from '../pickers';
import { managerOptions } from './pocForm';
import type { PocFormState } from './usePocForm';

/** The city picker's first option: the edited POC's city as 'city, state'. */
const cityOption = (cityId: number | null, poc: PocDetail | null) =>
  cityId && poc?.cityName
    ? {
        value: String(cityId),
        label: `${poc.cityName}${poc.stateName ? `, ${poc.stateName}` : ''}`,
      }
    : null;

/**
 * The POC form's place in the brand: department (created inline), city search, reports-to (the
 * brand's `others`) and the primary switch.
 */
export function PocPlaceFields({
  pf,
  brandId,
  poc,
  others,
}: {
  pf: PocFormState;
  brandId: number;
  poc: PocDetail | null;
  others: PocDetail[];
}) {
  const { values, set } = pf;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DepartmentPicker
        brandId={brandId}
        value={values.departmentId}
        onChange={(v) => set('departmentId', v)}
        canCreate
      />
      <CityPicker
        label="City"
        value={values.cityId ? String(values.cityId) : null}
        initial={cityOption(values.cityId, poc)}
        onChange={(v) => set('cityId', v ? Number(v) : null)}
        testId="poc-city"
      />
      <Select
        label="Reports to"
        placeholder="Nobody"
        searchable
        clearable
        data={managerOptions(others, poc)}
        value={values.reportsToPocId ? String(values.reportsToPocId) : null}
        onChange={(v) => set('reportsToPocId', v ? Number(v) : null)}
        comboboxProps={{ withinPortal: true }}
        data-testid="poc-reports-to"
      />
      <Switch
        label="Primary contact"
        description="Only one POC of a brand is primary"
        checked={values.primary}
        onChange={(e) => set('primary', e.currentTarget.checked)}
        mt="lg"
        data-testid="poc-primary"
      />
    </SimpleGrid>
  );
}
