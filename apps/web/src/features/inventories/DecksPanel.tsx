import { Button, FileButton, Group, Paper, Progress, Table, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DECK_EXTENSIONS, type Deck } from '@crm/contracts';
import { useDecks } from './adminQueries';
import { DeckRows } from './decks/DeckRows';
import { RenameDeckModal } from './decks/RenameDeckModal';
import { useDeckUpload } from './decks/useDeckUpload';
import { useOpenDeck } from './decks/useOpenDeck';

const ACCEPT = DECK_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Decks of an event inventory (/inventory/{eiId}; spec 001 §3 Deck, §7, §8): every version newest first
 * with its size, uploader and the caller's view status ('New' until opened); Open views it (PDF in a new
 * tab, PowerPoint downloaded) and marks it viewed. Admins and the event inventory's POs upload a new
 * version (pdf, ppt, pptx up to 100 MB, with progress) and rename one.
 */
export function DecksPanel({ eiId, canUpload }: { eiId: number; canUpload: boolean }) {
  const query = useDecks(eiId);
  const { progress, upload } = useDeckUpload(eiId);
  const open = useOpenDeck(eiId);
  const [renaming, setRenaming] = useState<Deck | null>(null);

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
          <DeckRows query={query} onRename={canUpload ? setRenaming : null} onOpen={open} />
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
