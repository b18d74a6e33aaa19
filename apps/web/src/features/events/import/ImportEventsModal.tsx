import { useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EVENT_IMPORT_TEMPLATE_CSV,
  type EventImportDryRunResult,
  type EventImportMapping,
  type EventImportParseResult,
  type EventImportRunResult,
} from '@crm/contracts';
import { errorText, toastError, toastSuccess } from '../../../lib/api';
import { saveText } from '../../imports/mapping';
import { autoMatchEvents, dryRunEventImport, runEventImport, uploadEventFile } from './api';
import { EventMappingStep, EventPlanStep, RowErrors } from './EventImportSteps';

/** Step 1: choose a .csv or .xlsx file (or download the template); uploads it and reads its header. */
function EventFileStep({ onParsed }: { onParsed: (p: EventImportParseResult) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      onParsed(await uploadEventFile(file));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack gap="md" align="center" py="md">
      <IconFileSpreadsheet size={40} stroke={1.4} />
      <Text size="sm" c="dimmed" ta="center">
        One row per event inventory: event name, start and end date, city, category, inventory,
        sales target (crore), project owners and SMEs (emails). Rows of the same event and season
        are grouped. Up to 50 MB.
      </Text>
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx"
        hidden
        aria-label="Events file"
        data-testid="event-import-file"
        onChange={(e) => void take(e.target.files?.[0])}
      />
      <Group gap="xs">
        <Button
          leftSection={<IconUpload size={16} />}
          onClick={() => input.current?.click()}
          loading={busy}
        >
          Choose file
        </Button>
        <Button
          variant="subtle"
          onClick={() => saveText(`\uFEFF${EVENT_IMPORT_TEMPLATE_CSV}\r\n`, 'events-template.csv')}
        >
          Download a template
        </Button>
      </Group>
      {error && (
        <Alert color="red" title="Could not use this file" w="100%">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Step 4: the run's outcome (created, updated, unchanged and the skipped rows), or its error with Retry. */
function EventResultStep(p: {
  result: EventImportRunResult | null;
  error: string | null;
  onRetry: () => void;
  onDone: () => void;
}) {
  if (p.error)
    return (
      <Stack>
        <Alert color="red" title="The import failed">
          {p.error}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={p.onRetry}>Retry</Button>
        </Group>
      </Stack>
    );
  if (!p.result)
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text size="sm">Importing…</Text>
      </Group>
    );
  return (
    <Stack data-testid="event-import-result">
      <Alert color="green" title={p.result.message} />
      <RowErrors errors={p.result.errors} />
      <Group justify="flex-end">
        <Button onClick={p.onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/**
 * Import a season of events (admins, /admin/events): 1 choose a file, 2 map its columns, 3 dry run
 * (the plan and every bad row, nothing saved), 4 import (bad rows skipped) and the result.
 */
export default function ImportEventsModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [parsed, setParsed] = useState<EventImportParseResult | null>(null);
  const [mapping, setMapping] = useState<EventImportMapping>({});
  const [report, setReport] = useState<EventImportDryRunResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [run, setRun] = useState<{ result: EventImportRunResult | null; error: string | null }>();
  const reset = () => {
    setStep(0);
    setParsed(null);
    setReport(null);
    setRun(undefined);
  };
  const check = async () => {
    if (!parsed) return;
    setChecking(true);
    try {
      setReport(await dryRunEventImport(parsed.uploadId, mapping));
      setStep(2);
    } catch (e) {
      toastError(e);
    } finally {
      setChecking(false);
    }
  };
  const start = async () => {
    if (!parsed) return;
    setStep(3);
    setRun({ result: null, error: null });
    try {
      const result = await runEventImport(parsed.uploadId, mapping);
      setRun({ result, error: null });
      toastSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: ['adminEvents'] });
    } catch (e) {
      setRun({ result: null, error: errorText(e) });
    }
  };
  return (
    <Modal opened onClose={onClose} title="Import events" size="xl" closeOnClickOutside={false}>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="File" description="CSV or XLSX">
          <EventFileStep
            onParsed={(p) => {
              setParsed(p);
              setMapping(autoMatchEvents(p.columns));
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Columns" description="Map to fields">
          {parsed && (
            <EventMappingStep
              parsed={parsed}
              mapping={mapping}
              onChange={(f, c) => setMapping((m) => ({ ...m, [f]: c ?? undefined }))}
              onBack={reset}
              onCheck={check}
              checking={checking}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label="Check" description="Dry run">
          {report && <EventPlanStep report={report} onBack={() => setStep(1)} onImport={start} />}
        </Stepper.Step>
        <Stepper.Step label="Import" description="Save">
          {run && (
            <EventResultStep
              result={run.result}
              error={run.error}
              onRetry={start}
              onDone={onClose}
            />
          )}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
