import { useState } from 'react';
import {
  CaseStudyAddRequest,
  INVENTORY_ADMIN_LIMITS as L,
  INVENTORY_ADMIN_MESSAGES,
  isValidUrlField,
} from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { checkUploadable, uploadFile } from '../../files';
import { useCaseStudyActions } from '../adminQueries';

/** The Add case study form's values: the source picks the uploaded file or the link. */
type CaseStudyForm = {
  title: string;
  description: string;
  source: 'file' | 'link';
  link: string;
  file: { fileId: number; fileName: string } | null;
};

/** What a case-study form sends besides the inventory: trimmed text and the file or the link. */
const fieldsOf = (v: CaseStudyForm) => ({
  title: v.title.trim(),
  description: v.description.trim() || undefined,
  ...(v.source === 'file' ? { fileId: v.file?.fileId } : { link: v.link.trim() }),
});

/** A missing or over-long title, over-long text and a bad link (the schema also wants a source). */
const sentencesOf = (v: CaseStudyForm) => ({
  title: !v.title.trim()
    ? INVENTORY_ADMIN_MESSAGES.caseStudyTitle
    : v.title.trim().length > L.title
      ? `At most ${L.title} characters`
      : null,
  description: v.description.length > L.description ? `At most ${L.description} characters` : null,
  link:
    v.link && !isValidUrlField(v.link.trim())
      ? 'Enter a URL starting with http:// or https://'
      : null,
});

/**
 * The Add case study form (POST /api/admin/inventory/case-study) on the contract's schema: the upload
 * of a picked file (CASE_STUDY, progress 0..1, null when none runs), whether a source is given, whether
 * Add is greyed (invalid or uploading), and the submit that adds it, toasts and closes.
 */
export function useAddCaseStudy(inventoryId: number, onClose: () => void) {
  const { add } = useCaseStudyActions();
  const contract = useContractForm<CaseStudyForm>({
    initialValues: { title: '', description: '', source: 'file', link: '', file: null },
    schema: CaseStudyAddRequest,
    request: (v) => ({ inventoryId, ...fieldsOf(v) }),
    sentences: sentencesOf,
  });
  const { form } = contract;
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (f: File | null) => {
    if (!f) return;
    const problem = checkUploadable(f);
    if (problem) return toastFailure(problem);
    setProgress(0);
    try {
      const up = await uploadFile(f, 'CASE_STUDY', setProgress);
      form.setFieldValue('file', { fileId: up.fileId, fileName: up.fileName });
    } catch (e) {
      toastError(e);
    } finally {
      setProgress(null);
    }
  };

  const { source, file, link } = form.values;
  const onSubmit = contract.submit((v) =>
    add.mutate(
      { inventoryId, ...fieldsOf(v) },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    ),
  );
  return {
    form,
    reveal: contract.reveal,
    progress,
    pick,
    onSubmit,
    saving: add.isPending,
    hasSource: source === 'file' ? !!file : !!link.trim() && !sentencesOf(form.values).link,
    invalid: !contract.valid || progress !== null,
  };
}
