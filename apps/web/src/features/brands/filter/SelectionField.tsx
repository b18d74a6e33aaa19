import { Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SelectionType } from '@crm/contracts';
import { dropdownProps, firstChipThenMore } from '../../../components/dropdown';

/** An option of a selection: the id as text and its name. */
export type Opt = { value: string; label: string };

/** One selection: a multi-select of ids with its INCLUDE/EXCLUDE toggle. */
export function SelectionField(props: {
  id: string;
  label: string;
  data: Opt[];
  values: string[];
  type: SelectionType;
  onChange: (values: string[], type: SelectionType) => void;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {props.label}
        </Text>
        <SegmentedControl
          size="xs"
          data={['INCLUDE', 'EXCLUDE']}
          value={props.type}
          onChange={(v) => props.onChange(props.values, v as SelectionType)}
          aria-label={`${props.label} selection type`}
          data-testid={`filter-${props.id}-type`}
        />
      </Group>
      <MultiSelect
        {...dropdownProps()}
        aria-label={props.label}
        data={props.data}
        value={props.values}
        renderPill={firstChipThenMore(props.values)}
        onChange={(v) => props.onChange(v, props.type)}
        searchable
        clearable
        placeholder={props.type === 'EXCLUDE' ? 'Exclude…' : 'Any'}
        data-testid={`filter-${props.id}`}
      />
    </Stack>
  );
}
