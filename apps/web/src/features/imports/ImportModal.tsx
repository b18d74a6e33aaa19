import { useState } from 'react';
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorText, toastError, toastSuccess } from '../../lib/api';
import { DryRunStep } from './DryRunStep';
import { FileStep } from './FileStep';
import type { CheckedRows, FieldMapping, ImportFlow, ParsedUpload } from './flow';
import { autoMatch, cleanMapping } from './mapping';
import { MappingStep } from './MappingStep';
import { ResultStep } from './ResultStep';

/**
 * An import from CSV or XLSX, driven by its `flow`: 1 choose a file, 2 map its columns, 3 dry run
 * (every bad row, nothing changed), 4 import with progress and the result. Closing part-way asks
 * for confirmation inside the same dialog (Escape or Cancel goes back to the step).
 */
export function ImportModal<F extends string, P extends ParsedUpload, R extends CheckedRows, Res>({
  flow,
  opened,
  onClose,
}: {
  flow: ImportFlow<F, P, R, Res>;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [parsed, setParsed] = useState<P | null>(null);
  const [mapping, setMapping] = useState<FieldMapping<F>>({});
  const [report, setReport] = useState<R | null>(null);
  const [checking, setChecking] = useState(false);
  const [run, setRun] = useState<{ result: Res | null; error: string | null } | null>(null);
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

  const onParsed = (p: P) => {
    setParsed(p);
    setMapping(
      autoMatch(
        p.columns,
        flow.fieldGroups.flatMap((g) => g.fields),
        flow.fieldInfo,
      ),
    );
    setReport(null);
    setStep(1);
  };
  const check = async () => {
    if (!parsed) return;
    setChecking(true);
    try {
      setReport(await flow.dryRun(parsed, cleanMapping(mapping)));
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
      const result = await flow.run(parsed, cleanMapping(mapping));
      setRun({ result, error: null });
      toastSuccess(flow.done(result).toast);
      void queryClient.invalidateQueries({ queryKey: flow.invalidates });
    } catch (e) {
      setRun({ result: null, error: errorText(e) });
    }
  };
  const running = step === 3 && !!run && !run.result && !run.error;

  return (
    <Modal
      opened={opened}
      onClose={confirming ? () => setConfirming(false) : requestClose}
      title={confirming ? 'Stop this import?' : flow.title}
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
            <FileStep
              hint={flow.fileHint}
              template={flow.template}
              upload={flow.upload}
              onParsed={onParsed}
            />
          </Stepper.Step>
          <Stepper.Step label="Columns" description="Map to fields">
            {parsed && (
              <MappingStep
                flow={flow}
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
            {parsed && report && (
              <DryRunStep
                flow={flow}
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
                flow={flow}
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
