import { Badge } from '@mantine/core';
import { countBadgeLook, type CountBadgeType } from './countBadge';

/** A count badge (spec 000 §2.12: types NORMAL, ABNORMAL, GREEN, SIDE_NAV); nothing for a zero count. */
export function CountBadge({
  count,
  type = 'NORMAL',
  label,
  testId,
}: {
  count: number;
  type?: CountBadgeType;
  /** What is counted, for screen readers ('3 unread'). */
  label?: string;
  testId?: string;
}) {
  const look = countBadgeLook(count, type);
  if (!look) return null;
  const side = type === 'SIDE_NAV';
  return (
    <Badge
      color={look.color}
      variant={type === 'NORMAL' ? 'light' : 'filled'}
      size={side ? 'xs' : 'sm'}
      circle={look.label.length === 1}
      px={side ? 4 : undefined}
      aria-label={label ? `${count} ${label}` : undefined}
      data-testid={testId}
      data-count={count}
    >
      {look.label}
    </Badge>
  );
}
