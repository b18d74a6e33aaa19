import { useEffect, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportRunResult } from '@crm/contracts';
import { CountBadges } from './DryRunStep';
import { formatIndian } from '../../lib/format';

/** Step 4: progress while the import runs (elapsed seconds), then what it did. */
export function ResultStep({
  rows,
  result,
  error,
  onRetry,
  onDone,
}: {
  rows: number;
  result: ImportRunResult | null;
  error: string | null;
  onRetry: () => void;
  onDone: () => void;
}) {
  const [elapsed, setElapsed] = useState(0);
  const running = !result && !error;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [running]);

  if (running)
    return (
      <Stack gap="sm" py="md" data-testid="import-progress">
        <Text size="sm">
          Importing {formatIndian(rows)} rows in batches of 1,000… {elapsed > 0 && `(${elapsed} s)`}
        </Text>
        <Progress value={100} animated striped aria-label="Import progress" />
        <Text size="xs" c="dimmed">
          Each batch is saved on its own; if the import stops, running the same file again picks up
          where it left off without duplicating anything.
        </Text>
      </Stack>
    );
  if (error)
    return (
      <Stack gap="md">
        <Alert color="red" title="The import did not finish">
          {error}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Close
          </Button>
          <Button onClick={onRetry}>Try again</Button>
        </Group>
      </Stack>
    );
  const r = result!;
  return (
    <Stack gap="md" data-testid="import-result">
      <Alert color="green" title="Import complete">
        {formatIndian(r.created)} brands created, {formatIndian(r.updated)} updated and{' '}
        {formatIndian(r.unchanged)} unchanged; {formatIndian(r.pocsCreated)} POCs created and{' '}
        {formatIndian(r.pocsUpdated)} updated, in {r.seconds} s.
      </Alert>
      <CountBadges
        counts={{
          toCreate: r.created,
          toUpdate: r.updated,
          unchanged: r.unchanged,
          pocsToCreate: r.pocsCreated,
          pocsToUpdate: r.pocsUpdated,
        }}
        done
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
