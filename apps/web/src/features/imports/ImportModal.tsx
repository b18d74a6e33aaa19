import { Modal, Stepper } from '@mantine/core';
import { DryRunStep } from './DryRunStep';
import { FileStep } from './FileStep';
import type { CheckedRows, ImportFlow, ParsedUpload } from './flow';
import { ImportCloseConfirm } from './ImportCloseConfirm';
import { MappingStep } from './MappingStep';
import { ResultStep } from './ResultStep';
import { useImportSteps } from './useImportSteps';

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
  const s = useImportSteps(flow, onClose);
  const { step, parsed, report, run } = s;

  return (
    <Modal
      opened={opened}
      onClose={s.confirming ? s.cancelConfirm : s.requestClose}
      title={s.confirming ? 'Stop this import?' : flow.title}
      size={s.confirming ? 'md' : 'xl'}
      closeOnClickOutside={false}
      data-testid="import-modal"
    >
      {s.confirming ? (
        <ImportCloseConfirm running={s.running} onCancel={s.cancelConfirm} onClose={s.close} />
      ) : (
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(to) => !s.running && !s.finished && to < step && s.setStep(to)}
        >
          <Stepper.Step label="File" description="CSV or XLSX">
            <FileStep
              hint={flow.fileHint}
              template={flow.template}
              upload={flow.upload}
              onParsed={s.onParsed}
            />
          </Stepper.Step>
          <Stepper.Step label="Columns" description="Map to fields">
            {parsed && (
              <MappingStep
                flow={flow}
                parsed={parsed}
                mapping={s.mapping}
                onChange={s.mapField}
                onBack={s.reset}
                onCheck={s.check}
                checking={s.checking}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label="Check" description="Dry run">
            {parsed && report && (
              <DryRunStep
                flow={flow}
                report={report}
                fileName={parsed.fileName}
                onBack={() => s.setStep(1)}
                onReupload={s.reset}
                onImport={s.start}
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
                onRetry={s.start}
                onDone={s.close}
              />
            )}
          </Stepper.Step>
        </Stepper>
      )}
    </Modal>
  );
}
