import {
  Group,
  List,
  Progress,
  RingProgress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { BrandInfoCompletion } from '@crm/contracts';
import { SkeletonBlock } from '../../components/SkeletonRows';

const COLORS = ['blue', 'teal', 'grape', 'orange'] as const;

/**
 * The brand completion (spec 001 §3): a ring of the four equal sections (each a quarter of the ring,
 * filled by its percentage), the overall percentage in the middle, and each section's items.
 */
export function DetailsCompletion({ completion }: { completion: BrandInfoCompletion | undefined }) {
  if (!completion) return <SkeletonBlock lines={4} />;
  const { completionPercentage, sections } = completion;
  return (
    <Group align="center" gap="xl" wrap="wrap" data-testid="brand-completion">
      <RingProgress
        size={140}
        thickness={14}
        roundCaps={false}
        label={
          <Text ta="center" fw={700} size="xl" data-testid="completion-percentage">
            {completionPercentage}%
          </Text>
        }
        sections={sections.map((s, i) => ({
          value: s.percentage / sections.length,
          color: COLORS[i % COLORS.length]!,
          tooltip: `${s.name}: ${s.percentage}%`,
        }))}
      />
      <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
        {sections.map((s, i) => (
          <Tooltip
            key={s.name}
            multiline
            w={240}
            label={
              <List size="xs" spacing={2} center>
                {s.items.map((it) => (
                  <List.Item
                    key={it.name}
                    icon={
                      <ThemeIcon size={14} radius="xl" color={it.done ? 'green' : 'gray'}>
                        {it.done ? <IconCheck size={10} /> : <IconX size={10} />}
                      </ThemeIcon>
                    }
                  >
                    {it.name}
                  </List.Item>
                ))}
              </List>
            }
          >
            <Stack
              gap={2}
              tabIndex={0}
              aria-label={`${s.name} ${s.percentage}% (${s.completed} of ${s.total})`}
              data-testid={`completion-section-${i}`}
            >
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.completed}/{s.total} · {s.percentage}%
                </Text>
              </Group>
              <Progress
                value={s.percentage}
                color={COLORS[i % COLORS.length]}
                size="sm"
                aria-label={`${s.name} completion`}
              />
            </Stack>
          </Tooltip>
        ))}
      </Stack>
    </Group>
  );
}
