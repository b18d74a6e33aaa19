import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BrandInfo } from '@crm/contracts';
import { BrandAvatar } from '../../../components/Avatars';
import { brandInfoPath } from '../../../lib/links';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';

/** The brand the call notes are about: logo, name (a link to the brand), company and industry. */
export function CallNotesBrand({ info }: { info: UseQueryResult<BrandInfo> }) {
  const b = info.data;
  return (
    <Paper withBorder radius="md" p="md">
      {!b ? (
        loadFailed(info) ? (
          <LoadError what="this brand" query={info} />
        ) : (
          <SkeletonBlock lines={2} />
        )
      ) : (
        <Group gap="md">
          <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={44} />
          <Stack gap={0}>
            <Anchor
              component={Link}
              to={brandInfoPath(b.brandId, b.brandName)}
              fw={700}
              size="lg"
              data-testid="callnotes-brand"
            >
              {b.brandName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[b.companyName, b.industryName].filter(Boolean).join(' · ') || '—'}
            </Text>
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
