import { SegmentedControl, Select } from '@mantine/core';
import { TASK_CATEGORIES } from '@crm/contracts';
import { usePhone } from '../../../lib/usePhone';
import { CATEGORY_LABELS, type TaskCategory } from '../taskUrl';

const OPTIONS = TASK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
/** The Select's options: its 'All' says what it is all of, as the Select shows one value alone. */
const SELECT_OPTIONS = OPTIONS.map((o) =>
  o.value === 'ALL' ? { ...o, label: 'All categories' } : o,
);

/**
 * The task list's category (spec 001 §5: All, General, Brand, Event, Inventory): a segmented control,
 * on a phone (usePhone) a Select, as the five segments do not fit beside the side navigation.
 */
export function TaskCategoryControl({
  value,
  onChange,
}: {
  value: TaskCategory;
  onChange: (category: TaskCategory) => void;
}) {
  const phone = usePhone();
  const change = (v: string | null) => v && onChange(v as TaskCategory);
  return phone ? (
    <Select
      aria-label="Task category"
      data={SELECT_OPTIONS}
      value={value}
      onChange={change}
      allowDeselect={false}
      w={150}
      data-testid="task-category"
    />
  ) : (
    <SegmentedControl
      aria-label="Task category"
      data={OPTIONS}
      value={value}
      onChange={change}
      data-testid="task-category"
    />
  );
}
