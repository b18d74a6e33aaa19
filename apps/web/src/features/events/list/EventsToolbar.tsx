import { Group, Select } from '@mantine/core';
import { codeLabel, EVENT_CATEGORIES } from '@crm/contracts';
import { SearchBox } from '../../../components/SearchBox';
import { SearchPicker, useCityOptions } from '../../../components/searchPickers';
import type { useEventsFilters } from './useEventsFilters';
import { dropdownProps } from '../../../components/dropdown';

/** Sort choices of the Events page: start date either way, or name (spec 001 §7 /event/list/v3). */
const SORT_OPTIONS = [
  { value: '', label: 'Date (default)' },
  { value: 'dates:ASC', label: 'Date: soonest first' },
  { value: 'dates:DESC', label: 'Date: latest first' },
  { value: 'eventName:ASC', label: 'Name A–Z' },
  { value: 'eventName:DESC', label: 'Name Z–A' },
];

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: codeLabel(c) }));

/** The Events page's search, city and category filters and sort; each change goes back to page 1. */
export function EventsToolbar({ filters }: { filters: ReturnType<typeof useEventsFilters> }) {
  const { request: r, update, cityName } = filters;
  const sort = r.sortField ? `${r.sortField}:${r.sortOrder ?? 'ASC'}` : '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchBox
        value={r.searchFor ?? ''}
        onSearch={(v) => update({ searchFor: v })}
        placeholder="Search events"
        testId="events-search"
      />
      <SearchPicker
        label="City"
        noun="cities"
        value={r.cityId ? String(r.cityId) : null}
        initial={r.cityId && cityName ? { value: String(r.cityId), label: cityName } : null}
        onPick={(o) => update({ cityId: o?.value ?? null, cityName: o?.label ?? null })}
        onChange={() => undefined}
        useOptions={useCityOptions}
        testId="events-city"
      />
      <Select
        {...dropdownProps()}
        label="Category"
        placeholder="Any category"
        clearable
        data={CATEGORY_OPTIONS}
        value={r.category ?? null}
        onChange={(v) => update({ category: v })}
        data-testid="events-category"
      />
      <Select
        {...dropdownProps()}
        label="Sort"
        data={SORT_OPTIONS}
        value={sort}
        allowDeselect={false}
        onChange={(v) => {
          const [field, order] = (v ?? '').split(':');
          update({ sortField: field || null, sortOrder: order || null });
        }}
        data-testid="events-sort"
      />
    </Group>
  );
}
