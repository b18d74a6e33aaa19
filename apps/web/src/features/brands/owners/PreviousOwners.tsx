import { Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/Avatars';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { formatDateTime } from '../../../lib/format';
import { usePreviousBrandOwners } from '../profileQueries';

/** A brand's previous owners (spec 001 §7 previous-brand-owners): who, offloaded or removed by whom, when, and why. */
export function PreviousOwners({ brandId }: { brandId: number }) {
  const previous = usePreviousBrandOwners(brandId);
  const { data, isLoading } = previous;
  if (loadFailed(previous)) return <LoadError what="the previous brand owners" query={previous} />;
  if (isLoading || !data) return <SkeletonBlock lines={2} />;
  if (!data.previousBrandOwners.length)
    return (
      <Text size="sm" c="dimmed">
        No previous brand owners.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="previous-owners">
      {data.previousBrandOwners.map((p, i) => (
        <Group key={`${p.userId}-${i}`} gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar userId={p.userId} name={p.userName} imageUrl={p.profileImage} color="gray" />
          <Stack gap={0}>
            <Text size="sm">
              {p.userName}{' '}
              <Text span size="xs" c="dimmed">
                {p.action === 'OFFLOADED' ? 'offloaded' : `removed by ${p.removedBy.userName}`} ·{' '}
                {formatDateTime(p.removedOn)}
              </Text>
            </Text>
            {p.reason && (
              <Text size="xs" c="dimmed">
                {p.reason}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
