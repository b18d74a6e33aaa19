import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { FORECAST_TEXTS as T, type Forecast } from '@crm/contracts';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { formatCrore } from '../../lib/format';

/** Whether a forecast has nothing to show: no target, nothing won, nothing open with a value. */
const isEmpty = (f: Forecast) => f.target === null && f.won === 0 && f.weightedOpen === 0;

/** A share of `target` in percent for the progress bar (0–100). */
const share = (part: number, target: number) => Math.min(100, Math.max(0, (part / target) * 100));

/**
 * The weighted forecast (issue 24 §3) of an event inventory, an event or a person: target, won,
 * weighted open, forecast and the gap, in crore (formatCrore), with a bar of won and weighted open
 * against the target. A skeleton while loading; a line when there is nothing to forecast.
 */
export function ForecastCard({
  forecast,
  title = T.title,
  testId = 'forecast-card',
}: {
  forecast: Forecast | undefined;
  title?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {!forecast ? (
        <SkeletonBlock lines={2} height={26} />
      ) : isEmpty(forecast) ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {T.empty}
        </Text>
      ) : (
        <ForecastFigures f={forecast} testId={testId} />
      )}
    </Paper>
  );
}

function ForecastFigures({ f, testId }: { f: Forecast; testId: string }) {
  const gapColor = f.gap === null ? undefined : f.gap > 0 ? 'orange' : 'teal';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label={T.target} value={f.target === null ? T.noTarget : formatCrore(f.target)} />
        <Figure label={T.won} value={formatCrore(f.won)} />
        <Figure label={T.weightedOpen} value={formatCrore(f.weightedOpen)} />
        <Figure label={T.forecast} value={formatCrore(f.forecast)} testId={`${testId}-forecast`} />
        <Figure
          label={T.gap}
          value={f.gap === null ? '—' : formatCrore(Math.abs(f.gap))}
          note={f.gap !== null && f.gap < 0 ? T.aboveTarget : undefined}
          color={gapColor}
        />
      </SimpleGrid>
      {f.target !== null && f.target > 0 && (
        <Progress.Root size="lg" role="group" aria-label={`${T.forecast} against ${T.target}`}>
          <Tooltip label={`${T.won} ${formatCrore(f.won)}`}>
            <Progress.Section
              value={share(f.won, f.target)}
              color="teal"
              aria-label={`${T.won} ${formatCrore(f.won)}`}
            />
          </Tooltip>
          <Tooltip label={`${T.weightedOpen} ${formatCrore(f.weightedOpen)}`}>
            <Progress.Section
              value={Math.min(share(f.weightedOpen, f.target), 100 - share(f.won, f.target))}
              color="blue"
              striped
              aria-label={`${T.weightedOpen} ${formatCrore(f.weightedOpen)}`}
            />
          </Tooltip>
        </Progress.Root>
      )}
    </Stack>
  );
}

function Figure({
  label,
  value,
  note,
  color,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  color?: string;
  testId?: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} align="baseline">
        <Text fz={18} fw={700} c={color} data-testid={testId}>
          {value}
        </Text>
        {note && (
          <Text size="xs" c={color}>
            {note}
          </Text>
        )}
      </Group>
    </div>
  );
}
