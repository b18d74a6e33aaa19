import { Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { INVENTORY_ADMIN_MESSAGES } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import { CaseStudyFilePicker } from './caseStudies/CaseStudyFilePicker';
import { useAddCaseStudy } from './caseStudies/useAddCaseStudy';

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
  const a = useAddCaseStudy(inventoryId, onClose);
  const { form } = a;
  const { title, description, source, link, file } = form.values;
  const errors = form.errors;

  return (
    <Modal opened onClose={onClose} title="Add case study" centered>
      <form onSubmit={a.onSubmit}>
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
            <CaseStudyFilePicker file={file} progress={a.progress} onPick={a.pick} />
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
          {!a.hasSource && (title.trim() || file || link) && (
            <Text size="xs" c="dimmed">
              {INVENTORY_ADMIN_MESSAGES.caseStudyFileOrLink}
            </Text>
          )}
          <FormActions
            onCancel={onClose}
            saving={a.saving}
            invalid={a.invalid}
            onInvalid={a.reveal}
            label="Add"
            testId="case-study-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
