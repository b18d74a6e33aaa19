import { Chip, Group } from '@mantine/core';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';

/** The Employees lists' role chips, each with its count of people; none while the list has no counts. */
export function RoleChips({
  chips,
  value,
  onChange,
}: {
  chips: { role: RoleCode; count: number }[] | undefined;
  value: RoleCode[];
  onChange: (roles: RoleCode[]) => void;
}) {
  if (!chips?.length) return null;
  return (
    <Chip.Group multiple value={value} onChange={(v) => onChange(v as RoleCode[])}>
      <Group gap={6} data-testid="people-role-chips">
        {chips.map((c) => (
          <Chip key={c.role} value={c.role} size="xs" variant="outline">
            {ROLE_NAMES[c.role]} ({c.count})
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
