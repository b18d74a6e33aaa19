import { useMemo } from 'react';
import type { RoleCode } from '@crm/contracts';
import { pickedLoadMore, withLoadMore, useDropdownSearch } from '../../../components/dropdown';
import { TASK_PICKER_DEBOUNCE_MS, useTaskUserOptions } from '../queries';
import { ROLE_OPTIONS, type AutoAssignee, type Person } from '../create/taskForm';

/** The value prefix of a role option (people's values are their user ids). */
export const ROLE_PREFIX = 'role:';

type Args = {
  people: Person[];
  auto: AutoAssignee[];
  roles: RoleCode[];
  onAddPerson: (p: Person) => void;
  onRemovePerson: (userId: number) => void;
  onRolesChange: (roles: RoleCode[]) => void;
};

/** The roles a search shows: those whose code starts with it or whose name holds it, and every tagged one. */
const roleOptions = (search: string, roles: RoleCode[]) => {
  const q = search.trim().toLowerCase();
  return ROLE_OPTIONS.filter(
    (r) =>
      !q ||
      r.code.toLowerCase().startsWith(q) ||
      r.name.toLowerCase().includes(q) ||
      roles.includes(r.code),
  ).map((r) => ({ value: `${ROLE_PREFIX}${r.code}`, label: `${r.name} (role)` }));
};

/**
 * The assignee dropdown's options and choice (spec 000 §5): the colleagues the search finds (paged, 'Load
 * More') beside those chosen and auto-assigned (marked '· BO auto' …), then the roles. The value is the
 * auto-assigned and picked people, then the tagged roles; `onChange` reports each person added or removed
 * and the roles when they change.
 */
export function useAssigneeOptions({
  people,
  auto,
  roles,
  onAddPerson,
  onRemovePerson,
  onRolesChange,
}: Args) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const { found: items, isFetching, paging } = useTaskUserOptions(s.searchFor);
  const autoById = useMemo(() => new Map(auto.map((a) => [a.userId, a])), [auto]);
  const known = useMemo(() => {
    const byId = new Map<number, Person>();
    for (const p of [...people, ...auto, ...items]) byId.set(p.userId, p);
    return byId;
  }, [people, auto, items]);

  const value = [
    ...new Set([...auto.map((a) => String(a.userId)), ...people.map((p) => String(p.userId))]),
    ...roles.map((r) => `${ROLE_PREFIX}${r}`),
  ];
  const label = (p: Person) => {
    const a = autoById.get(p.userId);
    return a ? `${p.userName} · ${a.type} auto` : p.userName;
  };
  const data = [
    {
      group: 'People',
      items: withLoadMore(
        [...known.values()].map((p) => ({ value: String(p.userId), label: label(p) })),
        paging,
      ),
    },
    { group: 'Roles', items: roleOptions(s.search, roles) },
  ];

  const onChange = (next: string[]) => {
    if (pickedLoadMore(next, paging)) return;
    const before = new Set(value);
    const after = new Set(next);
    for (const v of value)
      if (!after.has(v) && !v.startsWith(ROLE_PREFIX)) onRemovePerson(Number(v));
    const nextRoles = next
      .filter((v) => v.startsWith(ROLE_PREFIX))
      .map((v) => v.slice(ROLE_PREFIX.length) as RoleCode);
    if (nextRoles.join() !== roles.join()) onRolesChange(nextRoles);
    for (const v of next) {
      if (before.has(v) || v.startsWith(ROLE_PREFIX)) continue;
      const p = known.get(Number(v));
      if (p) onAddPerson(p);
    }
  };

  return { s, isFetching, paging, known, value, data, onChange };
}
