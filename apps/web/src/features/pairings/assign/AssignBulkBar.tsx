import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import type { BrandStatusAction } from '@crm/contracts';
import { ACTION_COLORS, ACTION_ICONS, ACTION_LABELS } from './assignOptions';
import type { AssignSelection } from './useAssignSelection';

/**
 * Above the table: the count of brands (a skeleton while the list loads, never '0 brands'), or of
 * selected ones; 'Select all N matching' / 'Clear selection'; and one bulk button per tab action.
 */
export function AssignBulkBar({
  sel,
  total,
  totalLabel,
  loading,
  loadFailed,
  actions,
  actionPending,
  onAction,
}: {
  sel: AssignSelection;
  total: number;
  /** `total` as shown ('10,000+' when capped). */
  totalLabel: string;
  loading: boolean;
  loadFailed: boolean;
  actions: BrandStatusAction[];
  actionPending: boolean;
  onAction: (a: BrandStatusAction) => void;
}) {
  const { selectedCount, selectedLabel, selection } = sel;
  return (
    <Group justify="space-between" mb="xs" mih={36}>
      <Group gap="sm">
        {loading && selectedCount === 0 ? (
          !loadFailed && (
            <Skeleton height={14} width={72} radius="sm" data-testid="selected-count-loading" />
          )
        ) : (
          <Text size="sm" fw={500} data-testid="selected-count">
            {selectedCount > 0
              ? `${selectedLabel} selected`
              : `${totalLabel} ${total === 1 ? 'brand' : 'brands'}`}
          </Text>
        )}
        {!loading && total > 0 && actions.length > 0 && (
          <AllMatchingLink sel={sel} total={totalLabel} />
        )}
        {!selection.all && selection.ids.size > 0 && (
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={sel.clear}>
            Clear
          </Anchor>
        )}
      </Group>
      <Group gap="xs">
        {actions.map((a) => {
          const Icon = ACTION_ICONS[a];
          return (
            <Button
              key={a}
              size="xs"
              color={ACTION_COLORS[a]}
              variant={a === 'DISCARD' ? 'light' : 'filled'}
              leftSection={<Icon size={14} />}
              disabled={selectedCount === 0 || actionPending}
              onClick={() => onAction(a)}
              data-testid={`bulk-${a.toLowerCase()}`}
            >
              {ACTION_LABELS[a]}
              {selectedCount > 0 ? ` (${selectedLabel})` : ''}
            </Button>
          );
        })}
      </Group>
    </Group>
  );
}

/** 'Select all N matching', or once they are: 'All N matching selected · Clear selection'. */
function AllMatchingLink({ sel, total }: { sel: AssignSelection; total: string }) {
  return sel.selection.all ? (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={sel.clear}
      data-testid="clear-selection"
    >
      All {total} matching selected · Clear selection
    </Anchor>
  ) : (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={sel.selectAllMatching}
      data-testid="select-all-matching"
    >
      Select all {total} matching
    </Anchor>
  );
}
