import { Badge, Group } from '@mantine/core';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';

/** Badge colours of the roles: BO teal, PO grape, TO orange, ADMIN red, MG indigo; the rest gray. */
const ROLE_BADGE_COLORS: Partial<Record<RoleCode, string>> = {
  BO: 'teal',
  PO: 'grape',
  TO: 'orange',
  ADMIN: 'red',
  MG: 'indigo',
};

/** A user's roles as coloured badges: codes (`short`, for tables) or full names (profile card). */
export function RoleBadges({
  roles,
  short = false,
  size = 'sm',
}: {
  roles: string[];
  short?: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap={4}>
      {roles.map((r) => (
        <Badge
          key={r}
          size={size}
          variant="light"
          color={ROLE_BADGE_COLORS[r as RoleCode] ?? 'gray'}
        >
          {short ? r : (ROLE_NAMES[r as RoleCode] ?? r)}
        </Badge>
      ))}
    </Group>
  );
}
