import { useEffect, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportFlow } from './flow';

/** Step 4: progress while the import runs (elapsed seconds), then the flow's summary of what it did, or its error with Try again. */
export function ResultStep<Res>({
  flow,
  rows,
  result,
  error,
  onRetry,
  onDone,
}: {
  flow: Pick<ImportFlow<string, never, never, Res>, 'running' | 'done'>;
  rows: number;
  result: Res | null;
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
          {flow.running.label(rows)} {elapsed > 0 && `(${elapsed} s)`}
        </Text>
        <Progress value={100} animated striped aria-label="Import progress" />
        {flow.running.note && (
          <Text size="xs" c="dimmed">
            {flow.running.note}
          </Text>
        )}
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
  return (
    <Stack gap="md" data-testid="import-result">
      {flow.done(result!).summary}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
