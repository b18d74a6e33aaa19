import {
  Button,
  FileButton,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CaseStudyAddRequest,
  INVENTORY_ADMIN_LIMITS as L,
  INVENTORY_ADMIN_MESSAGES,
  isValidUrlField,
} from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { checkUploadable, uploadFile } from '../files';
import { useCaseStudyActions } from './adminQueries';
import { FormActions } from '../../components/FormActions';

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
 * Adds a case study to an inventory (admin; POST /api/admin/inventory/case-study): a title, an optional
 * description, and a file (uploaded with progress as CASE_STUDY) or an http(s) link.
 */
export function AddCaseStudyModal({
  inventoryId,
  onClose,
}: {
  inventoryId: number;
  onClose: () => void;
}) {
  const { add } = useCaseStudyActions();
  const { form, submit, valid, reveal } = useContractForm<CaseStudyForm>({
    initialValues: { title: '', description: '', source: 'file', link: '', file: null },
    schema: CaseStudyAddRequest,
    request: (v) => ({ inventoryId, ...fieldsOf(v) }),
    sentences: sentencesOf,
  });
  const { title, description, source, link, file } = form.values;
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

  const errors = form.errors;
  const hasSource = source === 'file' ? !!file : !!link.trim() && !sentencesOf(form.values).link;
  const invalid = !valid || progress !== null;

  const onSubmit = submit((v) =>
    add.mutate(
      { inventoryId, ...fieldsOf(v) },
      { onSuccess: (r) => (toastSuccess(r.message), onClose()), onError: toastError },
    ),
  );

  return (
    <Modal opened onClose={onClose} title="Add case study" centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
            onBlur={() => form.validateField('title')}
            error={errors.title}
            data-autofocus
            data-testid="case-study-title"
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(e) => form.setFieldValue('description', e.currentTarget.value)}
            error={errors.description}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="case-study-description"
          />
          <SegmentedControl
            value={source}
            onChange={(v) => form.setFieldValue('source', v as 'file' | 'link')}
            data={[
              { value: 'file', label: 'File' },
              { value: 'link', label: 'Link' },
            ]}
            data-testid="case-study-source"
          />
          {source === 'file' ? (
            <Stack gap={6}>
              <Group gap="sm">
                <FileButton onChange={pick}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconUpload size={14} />}
                      loading={progress !== null}
                      data-testid="case-study-file"
                    >
                      {file ? 'Replace file' : 'Choose file'}
                    </Button>
                  )}
                </FileButton>
                <Text size="sm" c={file ? undefined : 'dimmed'} data-testid="case-study-file-name">
                  {file?.fileName ?? 'No file chosen'}
                </Text>
              </Group>
              {progress !== null && (
                <Progress value={progress * 100} animated aria-label="Upload progress" />
              )}
            </Stack>
          ) : (
            <TextInput
              label="Link"
              placeholder="https://"
              value={link}
              onChange={(e) => form.setFieldValue('link', e.currentTarget.value)}
              error={errors.link}
              data-testid="case-study-link"
            />
          )}
          {!hasSource && (title.trim() || file || link) && (
            <Text size="xs" c="dimmed">
              {INVENTORY_ADMIN_MESSAGES.caseStudyFileOrLink}
            </Text>
          )}
          <FormActions
            onCancel={onClose}
            saving={add.isPending}
            invalid={invalid}
            onInvalid={reveal}
            label="Add"
            testId="case-study-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
