import { useState } from 'react';
import { toastError } from '../../lib/api';
import type { CheckedRows, FieldMapping, ImportFlow, ParsedUpload } from './flow';
import { autoMatch, cleanMapping } from './mapping';
import { useImportRun } from './useImportRun';

/**
 * Where an import dialog stands (ImportModal): the step (0 file, 1 columns, 2 dry run, 3 import), the
 * parsed upload, the column mapping (auto-matched on upload), the dry run's report, the run's result or
 * error, and whether closing part-way is being confirmed. `requestClose` closes at once on the first
 * step or once imported, and asks otherwise.
 */
export function useImportSteps<
  F extends string,
  P extends ParsedUpload,
  R extends CheckedRows,
  Res,
>(flow: ImportFlow<F, P, R, Res>, onClose: () => void) {
  const [step, setStep] = useState(0);
  const [parsed, setParsed] = useState<P | null>(null);
  const [mapping, setMapping] = useState<FieldMapping<F>>({});
  const [report, setReport] = useState<R | null>(null);
  const [checking, setChecking] = useState(false);
  const runner = useImportRun(flow);
  const { run } = runner;
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    setStep(0);
    setParsed(null);
    setMapping({});
    setReport(null);
    runner.clear();
    setConfirming(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const finished = step === 3 && !!run?.result;

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
    await runner.start(parsed, mapping);
  };

  return {
    step,
    setStep,
    parsed,
    mapping,
    /** Maps target field `f` to column `c` (null leaves the field out). */
    mapField: (f: F, c: string | null) => setMapping((m) => ({ ...m, [f]: c ?? undefined })),
    report,
    checking,
    run,
    finished,
    /** True while the import runs (no result or error yet). */
    running: step === 3 && !!run && !run.result && !run.error,
    confirming,
    cancelConfirm: () => setConfirming(false),
    requestClose: () => (step === 0 || finished ? close() : setConfirming(true)),
    reset,
    close,
    onParsed,
    check,
    start,
  };
}
