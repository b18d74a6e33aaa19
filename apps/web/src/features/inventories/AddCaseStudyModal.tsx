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
import { useState, type FormEvent } from 'react';
import {
  INVENTORY_ADMIN_LIMITS as L,
  INVENTORY_ADMIN_MESSAGES,
  isValidUrlField,
} from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../lib/api';
import { checkUploadable, uploadFile } from '../files/transfer';
import { useCaseStudyActions } from './adminQueries';
import { FormActions } from '../../components/FormActions';

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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [source, setSource] = useState<'file' | 'link'>('file');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<{ fileId: number; fileName: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const pick = async (f: File | null) => {
    if (!f) return;
    const problem = checkUploadable(f);
    if (problem) return toastFailure(problem);
    setProgress(0);
    try {
      const up = await uploadFile(f, 'CASE_STUDY', setProgress);
      setFile({ fileId: up.fileId, fileName: up.fileName });
    } catch (e) {
      toastError(e);
    } finally {
      setProgress(null);
    }
  };

  const titleError = title.trim().length > L.title ? `At most ${L.title} characters` : null;
  const descriptionError =
    description.length > L.description ? `At most ${L.description} characters` : null;
  const linkError =
    link && !isValidUrlField(link.trim()) ? 'Enter a URL starting with http:// or https://' : null;
  const hasSource = source === 'file' ? !!file : !!link.trim() && !linkError;
  const invalid =
    !title.trim() ||
    !!titleError ||
    !!descriptionError ||
    !!linkError ||
    !hasSource ||
    progress !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const body = {
      inventoryId,
      title: title.trim(),
      description: description.trim() || undefined,
      ...(source === 'file' ? { fileId: file!.fileId } : { link: link.trim() }),
    };
    add.mutate(body, {
      onSuccess: (r) => (toastSuccess(r.message), onClose()),
      onError: toastError,
    });
  };

  return (
    <Modal opened onClose={onClose} title="Add case study" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={titleError}
            data-autofocus
            data-testid="case-study-title"
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={descriptionError}
            autosize
            minRows={2}
            maxRows={6}
            data-testid="case-study-description"
          />
          <SegmentedControl
            value={source}
            onChange={(v) => setSource(v as 'file' | 'link')}
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
              onChange={(e) => setLink(e.currentTarget.value)}
              error={linkError}
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
            label="Add"
            testId="case-study-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
