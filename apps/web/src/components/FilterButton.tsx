import { Button, Indicator } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** The 'Filters' button that opens a list's filter drawer, with the number of active filters on its corner (none when 0). */
export function FilterButton(props: {
  active: number;
  onClick: () => void;
  testId?: string;
  countTestId?: string;
}) {
  return (
    <Indicator
      label={props.active}
      size={18}
      disabled={!props.active}
      data-testid={props.countTestId}
    >
      <Button
        variant={props.active ? 'light' : 'default'}
        leftSection={<IconFilter size={16} />}
        onClick={props.onClick}
        data-testid={props.testId ?? 'filter-button'}
      >
        Filters
      </Button>
    </Indicator>
  );
}
