import { Stack, Switch } from '@mantine/core';
import { AUTO_ASSIGN_LABELS } from '@crm/contracts';
import {
  isUnlisted,
  type AutoAssignee,
  type AutoToggle,
  type AutoToggles,
  type TaskFormState,
} from './taskForm';

const ORDER: AutoToggle[] = [
  'selectBOsAutomatically',
  'selectInventorySMEsAutomatically',
  'selectEventInventorySMEsAutomatically',
];

/** Who a toggle adds, as its description ('Adds Asha Rao, Vikram Singh'), or why it adds nobody yet. */
function addsText(toggle: AutoToggle, state: TaskFormState, auto: AutoAssignee[]): string {
  if (!state.toggles[toggle]) return 'Off: add people by hand';
  const names = auto.filter((a) => a.toggle === toggle).map((a) => a.userName);
  if (names.length) return `Adds ${names.join(', ')}`;
  if (toggle === 'selectBOsAutomatically')
    return state.brands.length
      ? 'The brands have no other brand owners'
      : 'Pick brands to add their brand owners';
  if (toggle === 'selectInventorySMEsAutomatically')
    return state.inventory
      ? 'The inventory has no other SMEs'
      : 'Pick an inventory to add its SMEs';
  if (!state.inventory || isUnlisted(state.inventory))
    return 'Applies to a listed inventory with an event';
  return state.event ? 'The event has no other SMEs' : 'Pick an event to add its SMEs';
}

/**
 * The three auto-assign toggles (spec 000 §5) with the spec's labels, on by default; each says who it adds
 * (from the pickers' brand owners and SMEs). Event SMEs apply only with a real inventory.
 */
export function AutoAssignToggles({
  state,
  auto,
  onChange,
}: {
  state: TaskFormState;
  auto: AutoAssignee[];
  onChange: (toggles: AutoToggles) => void;
}) {
  return (
    <Stack gap="xs">
      {ORDER.map((key) => (
        <Switch
          key={key}
          label={AUTO_ASSIGN_LABELS[key]}
          description={addsText(key, state, auto)}
          checked={state.toggles[key]}
          disabled={
            key === 'selectEventInventorySMEsAutomatically' &&
            (!state.inventory || isUnlisted(state.inventory))
          }
          onChange={(e) => onChange({ ...state.toggles, [key]: e.currentTarget.checked })}
          data-testid={`toggle-${key}`}
        />
      ))}
    </Stack>
  );
}
