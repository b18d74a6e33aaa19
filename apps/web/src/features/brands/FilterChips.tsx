import { Button, Group, Pill } from '@mantine/core';
import { activeFilters, type BrandFilterInput } from '@crm/contracts';

/** A radio filter's chosen value as text (e.g. 'YES'); undefined for selections and lists. */
const valueText = (f: BrandFilterInput, key: string) => {
  const v = (f as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};

/** Chips of the active filters (spec 001 §5): label and shown count ('All' in EXCLUDE mode with none excluded); each removable, plus Clear all. */
export function FilterChips({
  filter,
  totals,
  onChange,
}: {
  filter: BrandFilterInput;
  totals: Partial<Record<string, number>>;
  onChange: (f: BrandFilterInput) => void;
}) {
  const active = activeFilters(filter, totals);
  if (!active.length) return null;
  return (
    <Group gap="xs" data-testid="filter-chips">
      {active.map((a) => (
        <Pill
          key={a.key}
          withRemoveButton
          removeButtonProps={{ 'aria-label': `Remove ${a.label} filter` }}
          onRemove={() => onChange({ ...filter, [a.key]: undefined })}
          data-testid={`chip-${a.key}`}
        >
          {a.label}
          {a.selectionType === 'EXCLUDE' ? ' (exclude)' : ''}:{' '}
          {valueText(filter, a.key) ?? a.shownCount}
        </Pill>
      ))}
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => onChange({})}
        data-testid="filter-clear"
      >
        Clear all
      </Button>
    </Group>
  );
}
