import { Badge, Group, MultiSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import {
  firstChipThenMore,
  pickedLoadMore,
  withLoadMore,
  useDropdownSearch,
} from '../../../components/dropdown';
import { serverFiltered } from '../../../components/searchPickers';
import { TASK_PICKER_DEBOUNCE_MS, useTaskUserOptions } from '../queries';
import { ROLE_OPTIONS, type AutoAssignee, type Person } from '../create/taskForm';

const ROLE_PREFIX = 'role:';

type Props = {
  people: Person[];
  auto: AutoAssignee[];
  roles: RoleCode[];
  onAddPerson: (p: Person) => void;
  onRemovePerson: (userId: number) => void;
  onRolesChange: (roles: RoleCode[]) => void;
};

/**
 * The assignee dropdown (spec 000 §5): ACTIVE colleagues without the caller (GET /task/users excludeSelf),
 * and roles to tag (everyone in the role takes part). The people the toggles add show as chips marked
 * 'auto'; removing one is refused by the form with the spec's message.
 */
export function AssigneePicker({
  people,
  auto,
  roles,
  onAddPerson,
  onRemovePerson,
  onRolesChange,
}: Props) {
  const s = useDropdownSearch({ debounceMs: TASK_PICKER_DEBOUNCE_MS });
  const { found: items, isFetching, paging } = useTaskUserOptions('users', s.searchFor);
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
  const q = s.search.trim().toLowerCase();
  const roleData = ROLE_OPTIONS.filter(
    (r) =>
      !q ||
      r.code.toLowerCase().startsWith(q) ||
      r.name.toLowerCase().includes(q) ||
      roles.includes(r.code),
  ).map((r) => ({ value: `${ROLE_PREFIX}${r.code}`, label: `${r.name} (role)` }));
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
    { group: 'Roles', items: roleData },
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

  return (
    <MultiSelect
      {...s.props(paging)}
      label="Assignees"
      required
      placeholder={value.length ? undefined : 'Search people or roles'}
      searchable
      data={data}
      value={value}
      renderPill={firstChipThenMore(value)}
      onChange={onChange}
      filter={({ options }) => serverFiltered({ options }) as never}
      nothingFoundMessage={isFetching || s.typing ? 'Searching…' : 'Nobody found'}
      renderOption={({ option }) => {
        if (option.value.startsWith(ROLE_PREFIX)) {
          const code = option.value.slice(ROLE_PREFIX.length) as RoleCode;
          return (
            <Group gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" color="gray">
                {code}
              </Badge>
              <Text size="sm">{ROLE_NAMES[code]}</Text>
            </Group>
          );
        }
        const p = known.get(Number(option.value));
        return (
          <Group gap="sm" wrap="nowrap">
            {p && (
              <UserAvatar
                userId={p.userId}
                name={p.userName}
                imageUrl={p.profileImage}
                lastActiveOn={p.lastActiveOn}
                size={24}
              />
            )}
            <div>
              <Text size="sm">{option.label}</Text>
              {p?.verticalName && (
                <Text size="xs" c="dimmed">
                  {p.verticalName}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      data-testid="task-assignees"
    />
  );
}
