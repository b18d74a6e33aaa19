import { Group, Text } from '@mantine/core';
import { IconBuilding, IconMapPin, IconSitemap } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PocCardData } from './pocCardData';

/** One fact of a card: an icon and a short text. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4}>
      {icon}
      <Text size="xs">{children}</Text>
    </Group>
  );
}

/** A POC card's department, city and reporting line, each when known. */
export function PocCardFacts({ poc }: { poc: PocCardData }) {
  return (
    <Group gap="md">
      {poc.departmentName && (
        <Fact icon={<IconBuilding size={14} aria-hidden />}>{poc.departmentName}</Fact>
      )}
      {poc.cityName && <Fact icon={<IconMapPin size={14} aria-hidden />}>{poc.cityName}</Fact>}
      {poc.reportsToPocName && (
        <Fact icon={<IconSitemap size={14} aria-hidden />}>Reports to {poc.reportsToPocName}</Fact>
      )}
    </Group>
  );
}
