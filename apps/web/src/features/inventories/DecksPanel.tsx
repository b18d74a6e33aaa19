import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconExternalLink, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DECK_EXTENSIONS,
  formatFileSize,
  INVENTORY_ADMIN_LIMITS,
  inventoryAdminRoutes,
  type Deck,
} from '@crm/contracts';
import { toastError, toastFailure, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { formatDateTime } from '../../lib/format';
import { FileTypeIcon, uploadFile } from '../files';
import { fetchFile } from '../../lib/storedFiles';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useDecks, useMarkDecksViewed, useSaveDeck } from './adminQueries';
import { deckFailureText, deckFileProblem } from './deckMessages';
import { ThrottledButton } from '../../components/ThrottledButton';

/** A deck name's sentence: required, at most INVENTORY_ADMIN_LIMITS.deckName characters; null when fine. */
const deckNameError = (name: string) =>
  !name.trim()
    ? 'Name is required'
    : name.trim().length > INVENTORY_ADMIN_LIMITS.deckName
      ? `At most ${INVENTORY_ADMIN_LIMITS.deckName} characters`
      : null;

const ACCEPT = DECK_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Decks of an event inventory (/inventory/{eiId}; spec 001 §3 Deck, §7, §8): every version newest first
 * with its size, uploader and the caller's view status ('New' until opened); Open views it (PDF in a new
 * tab, PowerPoint downloaded) and marks it viewed. Admins and the event inventory's POs upload a new
 * version (pdf, ppt, pptx up to 100 MB, with progress) and rename one.
 */
export function DecksPanel({ eiId, canUpload }: { eiId: number; canUpload: boolean }) {
  const query = useDecks(eiId);
  const save = useSaveDeck();
  const markViewed = useMarkDecksViewed(eiId);
  const [progress, setProgress] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<Deck | null>(null);
  const decks = query.data?.decks;

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = deckFileProblem(file);
    if (problem) return toastFailure(problem);
    setProgress(0);
    try {
      const up = await uploadFile(file, 'DECK', setProgress);
      const r = await save.mutateAsync({ eiId, fileId: up.fileId });
      toastSuccess(r.message);
    } catch (e) {
      toastFailure(deckFailureText(e));
    } finally {
      setProgress(null);
    }
  };

  const open = async (d: Deck) => {
    const tab = d.deckFileType === 'pdf' ? window.open('', '_blank') : null; // opened within the click, so no pop-up blocker
    try {
      const blob = await fetchFile(d.deckUrl);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else Object.assign(document.createElement('a'), { href: url, download: d.deckName }).click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      if (!d.viewed) markViewed.mutate([d.deckId], { onError: toastError });
    } catch (e) {
      tab?.close();
      toastError(e);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="decks-panel">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Decks</Title>
        {canUpload && (
          <FileButton onChange={upload} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={progress !== null}
                data-testid="deck-upload"
              >
                Upload deck
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {progress !== null && (
        <Progress
          value={progress * 100}
          mb="sm"
          animated
          aria-label="Deck upload progress"
          data-testid="deck-progress"
        />
      )}
      <Table verticalSpacing="xs" data-testid="deck-list">
        <Table.Tbody>
          {query.isLoading ? (
            <SkeletonRows rows={2} cols={4} />
          ) : loadFailed(query) ? (
            <LoadErrorRow cols={4} what="decks" query={query} />
          ) : !decks?.length ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  No deck uploaded yet.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            decks.map((d) => (
              <Table.Tr key={d.deckId} data-testid={`deck-${d.deckVersion}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <FileTypeIcon fileName={`deck.${d.deckFileType}`} />
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {d.deckName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        v{d.deckVersion} · {formatFileSize(d.deckSize)} · {d.deckUploadedBy} ·{' '}
                        {formatDateTime(d.deckUploadedOn)}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {d.isLatest && <Badge variant="light">Latest</Badge>}
                    {d.viewed ? (
                      <Badge color="gray" variant="light" data-testid="deck-viewed">
                        Viewed
                      </Badge>
                    ) : (
                      <Badge color="orange" data-testid="deck-new">
                        New
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td w={120}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canUpload && (
                      <Tooltip label="Rename">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Rename ${d.deckName}`}
                          onClick={() => setRenaming(d)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconExternalLink size={14} />}
                      onClick={() => open(d)}
                      data-testid="deck-open"
                    >
                      Open
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {renaming && (
        <RenameDeckModal
          key={renaming.deckId}
          eiId={eiId}
          deck={renaming}
          onClose={() => setRenaming(null)}
        />
      )}
    </Paper>
  );
}

/** Renames a deck version ('Deck Info Updated Successfully'). */
function RenameDeckModal({
  eiId,
  deck,
  onClose,
}: {
  eiId: number;
  deck: Deck;
  onClose: () => void;
}) {
  const save = useSaveDeck();
  // the name's sentence shows as it is typed and keeps Save disabled
  const { form, submit } = useContractForm<{ deckName: string }>({
    initialValues: { deckName: deck.deckName },
    schema: inventoryAdminRoutes.saveDeck.body,
    request: (v) => ({ eiId, deckId: deck.deckId, deckName: v.deckName.trim() }),
    sentences: (v) => ({ deckName: deckNameError(v.deckName) }),
  });
  const error = deckNameError(form.values.deckName);
  const onSubmit = submit((v) =>
    save.mutate(
      { eiId, deckId: deck.deckId, deckName: v.deckName.trim() },
      {
        onSuccess: (r) => (toastSuccess(r.message), onClose()),
        onError: (e) => toastFailure(deckFailureText(e)),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title="Rename deck" centered>
      <form onSubmit={onSubmit}>
        <TextInput
          label="Deck name"
          value={form.values.deckName}
          onChange={(e) => form.setFieldValue('deckName', e.currentTarget.value)}
          error={error}
          data-autofocus
          data-testid="deck-name"
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <ThrottledButton
            type="submit"
            loading={save.isPending}
            disabled={!!error}
            data-testid="deck-rename-save"
          >
            Save
          </ThrottledButton>
        </Group>
      </form>
    </Modal>
  );
}
