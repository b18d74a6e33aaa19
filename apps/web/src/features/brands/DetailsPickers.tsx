import type { ComboboxItem } from '@mantine/core';
import { SearchMultiPicker, useCityOptions } from '../../components/searchPickers';

/** The marketing-office cities picker (several cities, searched as the user types). */
export function CitiesPicker({
  value,
  initial,
  onChange,
}: {
  value: string[];
  initial: ComboboxItem[];
  onChange: (v: string[]) => void;
}) {
  return (
    <SearchMultiPicker
      label="Marketing offices"
      noun="cities"
      value={value}
      initial={initial}
      onChange={onChange}
      useOptions={useCityOptions}
      testId="edit-marketing-offices"
    />
  );
}
