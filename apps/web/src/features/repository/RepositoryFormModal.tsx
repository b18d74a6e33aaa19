import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { RepositoryDraftRequest, type Repository } from '@crm/contracts';
import { useContractForm } from '../../lib/form';
import { lengthError } from '../../lib/validation';
import { useSaveRepository } from './queries';
import { ThrottledButton } from '../../components/ThrottledButton';
import { RepositoryVisibilityField, type RepositoryVisibility } from './RepositoryVisibilityField';

const NAME_MAX = RepositoryDraftRequest.shape.name.maxLength ?? 100;
const DESCRIPTION_MAX = RepositoryDraftRequest.shape.description.unwrap().maxLength ?? 1000;

/**
 * New repository (saved as a draft: PUT /api/brand/repository/draft) or an edit of one the user owns
 * (PATCH /api/brand/repository): name (1–100), description (≤ 1,000), visibility Private / Public.
 * `onSaved` gets the saved repository.
 */
export function RepositoryFormModal({
  repo,
  opened,
  onClose,
  onSaved,
}: {
  repo: Repository | null;
  opened: boolean;
  onClose: () => void;
  onSaved?: (r: Repository) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={repo ? 'Edit repository' : 'New repository'}
      size="lg"
    >
      <RepositoryForm key={repo?.repoId ?? 'new'} repo={repo} onDone={onClose} onSaved={onSaved} />
    </Modal>
  );
}

type RepositoryForm = { name: string; description: string; visibility: RepositoryVisibility };

/** The fields a repository form sends: trimmed text and the visibility. */
const requestOf = (v: RepositoryForm) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  visibility: v.visibility,
});

function RepositoryForm({
  repo,
  onDone,
  onSaved,
}: {
  repo: Repository | null;
  onDone: () => void;
  onSaved?: (r: Repository) => void;
}) {
  const save = useSaveRepository();
  const { form, submit } = useContractForm<RepositoryForm>({
    initialValues: {
      name: repo?.name ?? '',
      description: repo?.description ?? '',
      visibility: repo?.visibility ?? 'PRIVATE',
    },
    schema: RepositoryDraftRequest,
    request: requestOf,
    sentences: (v) => ({
      name: !v.name.trim() ? 'Name is required' : lengthError('Name', v.name.trim(), NAME_MAX),
      description: lengthError('Description', v.description.trim(), DESCRIPTION_MAX),
    }),
  });
  const onSubmit = submit((v) => {
    const fields = requestOf(v);
    save.mutate(repo ? { update: { repoId: repo.repoId, ...fields } } : { create: fields }, {
      onSuccess: (r) => {
        onSaved?.(r.repository);
        onDone();
      },
    });
  });
  return (
    <form noValidate onSubmit={onSubmit} data-testid="repository-form">
      <Stack>
        <TextInput
          label="Name"
          required
          {...form.getInputProps('name')}
          data-autofocus
          data-testid="repository-form-name"
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
          data-testid="repository-form-description"
        />
        <RepositoryVisibilityField
          value={form.values.visibility}
          onChange={(v) => form.setFieldValue('visibility', v)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <ThrottledButton
            type="submit"
            loading={save.isPending}
            data-testid="repository-form-save"
          >
            {repo ? 'Save' : 'Save as draft'}
          </ThrottledButton>
        </Group>
      </Stack>
    </form>
  );
}
