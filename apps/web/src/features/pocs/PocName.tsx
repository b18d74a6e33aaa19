import { Badge, Group, Text } from '@mantine/core';
import type { Poc } from '@crm/contracts';

/** A POC's name with the 'Primary' badge of the brand's primary POC, and the role below when known. */
export function PocName({
  poc,
  size,
}: {
  poc: Pick<Poc, 'pocName' | 'pocIsPrimary' | 'pocRole'>;
  /** 'sm': a table cell; 'md': a card's heading. */
  size: 'sm' | 'md';
}) {
  return (
    <>
      <Group gap={size === 'sm' ? 6 : 'xs'}>
        <Text size={size} fw={size === 'sm' ? 500 : 600} data-testid="poc-name-text">
          {poc.pocName}
        </Text>
        {poc.pocIsPrimary && (
          <Badge size="xs" color="teal">
            Primary
          </Badge>
        )}
      </Group>
      {poc.pocRole && (
        <Text size={size === 'sm' ? 'xs' : 'sm'} c="dimmed">
          {poc.pocRole}
        </Text>
      )}
    </>
  );
}
