import { Anchor, Badge, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BrandAdditionalInfo, BrandInfo } from '@crm/contracts';
import { formatCrore } from '../../../lib/format';

/** A labelled value of the brand's details. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** One cell of the details grid: a third of the row on wide screens (`wide`: a full row on narrow ones). */
function Cell({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: wide ? 12 : 6, md: 4 }}>
      <Field label={label}>{children}</Field>
    </Grid.Col>
  );
}

const ENGAGEMENT_COLORS: Record<string, string> = { Strong: 'green', Medium: 'yellow' };

/**
 * The brand's fields (spec 000 §2.1 brand details): company, industry, category, revenue in crore,
 * engagement, contact type, HQ, marketing offices and links; '—' for what is not known.
 */
export function DetailsFields({
  b,
  profile,
}: {
  b: BrandInfo;
  profile: BrandAdditionalInfo['profile'] | undefined;
}) {
  return (
    <Grid>
      <Cell label="Company">
        <Text size="sm">{b.companyName ?? '—'}</Text>
      </Cell>
      <Cell label="Industry">
        <Text size="sm">{b.industryName ?? '—'}</Text>
      </Cell>
      <Cell label="Category">
        <Text size="sm">{profile?.category ?? '—'}</Text>
      </Cell>
      <Cell label="Revenue (in Cr)">
        <Text size="sm" data-testid="brand-revenue">
          {formatCrore(b.brandRevenue)}
        </Text>
      </Cell>
      <Cell label="Engagement">
        {b.engagement ? (
          <Badge variant="light" color={ENGAGEMENT_COLORS[b.engagement] ?? 'gray'}>
            {b.engagement}
          </Badge>
        ) : (
          <Text size="sm">—</Text>
        )}
      </Cell>
      <Cell label="Contact type">
        <Text size="sm">{b.contactType ?? '—'}</Text>
      </Cell>
      <Cell label="HQ">
        <Text size="sm" data-testid="brand-hq">
          {[b.hqCity, b.hqState].filter(Boolean).join(', ') || '—'}
        </Text>
      </Cell>
      <Cell label="Marketing offices">
        <Text size="sm">{profile?.marketingOffices.map((o) => o.name).join(', ') || '—'}</Text>
      </Cell>
      <Cell label="Links" wide>
        <BrandLinks socialMedia={b.socialMedia} />
      </Cell>
    </Grid>
  );
}

/** The brand's website and LinkedIn page, opened in a new tab; '—' when it has neither. */
function BrandLinks({ socialMedia }: { socialMedia: BrandInfo['socialMedia'] }) {
  const website = socialMedia.find((s) => s.type === 'website')?.url;
  const linkedin = socialMedia.find((s) => s.type === 'linkedin')?.url;
  return (
    <Group gap="sm">
      {website ? (
        <Anchor
          href={website}
          target="_blank"
          rel="noreferrer"
          size="sm"
          data-testid="brand-website"
        >
          <Group gap={4} wrap="nowrap">
            <IconWorld size={14} /> Website
          </Group>
        </Anchor>
      ) : null}
      {linkedin ? (
        <Anchor href={linkedin} target="_blank" rel="noreferrer" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconBrandLinkedin size={14} /> LinkedIn
          </Group>
        </Anchor>
      ) : null}
      {!website && !linkedin && <Text size="sm">—</Text>}
    </Group>
  );
}
