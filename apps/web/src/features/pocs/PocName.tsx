import { Badge, Group, Text } from '@mantine/core';
import type { Poc } from '@crm/contracts';

/**
 * A POC's name with the 'Primary' badge of the brand's primary POC, and below it `detail` (default the
 * role; nothing when empty): POC cards ('md'), the POC Contacts table and the org chart's nodes ('sm',
 * `truncate` in a fixed width).
 */
export function PocName({
  poc,
  size,
  detail = poc.pocRole,
  truncate = false,
}: {
  poc: Pick<Poc, 'pocName' | 'pocIsPrimary' | 'pocRole'>;
  size: 'sm' | 'md';
  detail?: string | null;
  truncate?: boolean;
}) {
  return (
    <>
      <Group gap={size === 'sm' ? 4 : 'xs'} wrap={truncate ? 'nowrap' : undefined}>
        <Text size={size} fw={600} truncate={truncate} data-testid="poc-name-text">
          {poc.pocName}
        </Text>
        {poc.pocIsPrimary && (
          <Badge size="xs" color="teal">
            Primary
          </Badge>
        )}
      </Group>
      {detail && (
        <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed" truncate={truncate}>
          {detail}
        </Text>
      )}
    </>
  );
}
