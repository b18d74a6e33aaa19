import { Button, Drawer, Group, ScrollArea, Skeleton, Stack } from '@mantine/core';
import type { BrandFilterInput } from '@crm/contracts';
import { CustomFieldFilters } from '../customFields';
import { useBrandFilterOptions } from './FilterQueries';
import { LocationFields } from './filter/LocationFields';
import { MoreFields } from './filter/MoreFields';
import { RevenueField } from './filter/RevenueField';
import { SelectionFields } from './filter/SelectionFields';
import { useFilterDraft } from './filter/useFilterDraft';

/**
 * The Filters drawer of the brand list (spec 001 §5): every selection with INCLUDE/EXCLUDE, owners,
 * locations by state with scope, revenue in crore (sent ×10,000,000; the full range sends none), the
 * radio groups and inventory buckets. Edits a draft; Apply hands the filter to `onApply`.
 */
export function FilterDrawer({
  opened,
  onClose,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: BrandFilterInput;
  onApply: (f: BrandFilterInput) => void;
}) {
  const { data: options, isLoading } = useBrandFilterOptions(opened);
  const { draft, set, reset } = useFilterDraft(opened, value);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="right"
      size="md"
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="filter-drawer"
    >
      {isLoading || !options ? (
        <Stack>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={48} />
          ))}
        </Stack>
      ) : (
        <Stack gap="md">
          <SelectionFields draft={draft} set={set} options={options} />
          <LocationFields draft={draft} set={set} options={options} />
          <RevenueField draft={draft} set={set} />
          <MoreFields draft={draft} set={set} options={options} />
          <CustomFieldFilters
            value={draft.customFields}
            onChange={(customFields) => set({ customFields })}
          />
          <Group
            justify="space-between"
            mt="md"
            pos="sticky"
            bottom={0}
            bg="var(--mantine-color-body)"
            py="sm"
          >
            <Button variant="subtle" onClick={reset}>
              Reset
            </Button>
            <Button onClick={() => onApply(draft)} data-testid="filter-apply">
              Apply
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
