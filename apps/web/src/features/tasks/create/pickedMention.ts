import type { PickedMention } from '../mentions/mentionItems';
import {
  addPerson,
  pickEvent,
  pickInventory,
  type FormResult,
  type TaskFormState,
} from './taskForm';

/**
 * The form rule a picked mention runs (spec 000 §5): a person is added as an assignee (never the creator),
 * a role tagged, a brand added (each once), the inventory or the event picked with their own rules.
 */
export function pickedMentionRule(
  p: PickedMention,
  selfId: number,
): (s: TaskFormState) => FormResult {
  switch (p.kind) {
    case 'user':
      return (s) => addPerson(s, p.user, selfId);
    case 'role':
      return (s) => ({
        state: s.roles.includes(p.code) ? s : { ...s, roles: [...s.roles, p.code] },
      });
    case 'brand':
      return (s) => ({
        state: s.brands.some((b) => b.id === p.brand.id)
          ? s
          : { ...s, brands: [...s.brands, p.brand] },
      });
    case 'inventory':
      return (s) => pickInventory(s, p.inventory);
    case 'event':
      return (s) => pickEvent(s, p.event);
  }
}

/** True when the pick changes the inventory or the event (the description then drops the mentions of the ones replaced). */
export const picksLink = (p: PickedMention) => p.kind === 'inventory' || p.kind === 'event';
