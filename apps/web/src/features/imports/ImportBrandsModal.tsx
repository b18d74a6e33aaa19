import { useState } from 'react';
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_MESSAGES,
  type ImportDryRunResult,
  type ImportField,
  type ImportMapping,
  type ImportParseResult,
  type ImportRunResult,
} from '@crm/contracts';
import { errorText, toastError, toastSuccess } from '../../lib/api';
import { dryRunImport, runImport } from './api';
import { DryRunStep } from './DryRunStep';
import { FileStep } from './FileStep';
import { autoMatch, cleanMapping } from './mapping';
import { MappingStep } from './MappingStep';
import { ResultStep } from './ResultStep';

type Run = { result: ImportRunResult | null; error: string | null };

/**
 * Import brands and POCs from CSV or XLSX: 1 choose a file, 2 map its columns, 3 dry run
 * (every bad row, nothing changed; Import disabled while errors exist), 4 import with progress and
 * the result. Closing part-way asks for confirmation inside the same dialog (Escape or Cancel goes back to
 * the step). Opened from the brands page's Import button.
 */
export default function ImportBrandsModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [parsed, setParsed] = useState<ImportParseResult | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [report, setReport] = useState<ImportDryRunResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    setStep(0);
    setParsed(null);
    setMapping({});
    setReport(null);
    setRun(null);
    setConfirming(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const finished = step === 3 && !!run?.result;
  const requestClose = () => (step === 0 || finished ? close() : setConfirming(true));

  const onParsed = (p: ImportParseResult) => {
    setParsed(p);
    setMapping(autoMatch(p.columns));
    setReport(null);
    setStep(1);
  };
  const check = async () => {
    if (!parsed) return;
    setChecking(true);
    try {
      setReport(await dryRunImport(parsed.importId, cleanMapping(mapping)));
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
      const result = await runImport(parsed.importId, cleanMapping(mapping));
      setRun({ result, error: null });
      toastSuccess(IMPORT_MESSAGES.done(result.created, result.updated));
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
    } catch (e) {
      setRun({ result: null, error: errorText(e) });
    }
  };
  const running = step === 3 && !!run && !run.result && !run.error;

  return (
    <Modal
      opened={opened}
      onClose={confirming ? () => setConfirming(false) : requestClose}
      title={confirming ? 'Stop this import?' : 'Import brands and points of contact'}
      size={confirming ? 'md' : 'xl'}
      closeOnClickOutside={false}
      data-testid="import-modal"
    >
      {confirming ? (
        <>
          <Text size="sm">
            {running
              ? 'The import keeps running on the server and will finish on its own. Close this window?'
              : 'Nothing has been imported yet. The uploaded file and your column mapping will be discarded.'}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={close} data-testid="confirm-action">
              Close
            </Button>
          </Group>
        </>
      ) : (
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(s) => !running && !finished && s < step && setStep(s)}
        >
          <Stepper.Step label="File" description="CSV or XLSX">
            <FileStep onParsed={onParsed} />
          </Stepper.Step>
          <Stepper.Step label="Columns" description="Map to fields">
            {parsed && (
              <MappingStep
                parsed={parsed}
                mapping={mapping}
                onChange={(f: ImportField, c) => setMapping((m) => ({ ...m, [f]: c ?? undefined }))}
                onBack={reset}
                onCheck={check}
                checking={checking}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label="Check" description="Dry run">
            {parsed && report && (
              <DryRunStep
                report={report}
                fileName={parsed.fileName}
                onBack={() => setStep(1)}
                onReupload={reset}
                onImport={start}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label="Import" description="Save">
            {parsed && run && (
              <ResultStep
                rows={parsed.rowCount}
                result={run.result}
                error={run.error}
                onRetry={start}
                onDone={close}
              />
            )}
          </Stepper.Step>
        </Stepper>
      )}
    </Modal>
  );
}
