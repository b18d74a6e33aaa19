import { Button, Group, Modal, TextInput } from '@mantine/core';
import { INVENTORY_ADMIN_LIMITS, inventoryAdminRoutes, type Deck } from '@crm/contracts';
import { toastFailure, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { ThrottledButton } from '../../../components/ThrottledButton';
import { useSaveDeck } from '../adminQueries';
import { deckFailureText } from '../deckMessages';

/** A deck name's sentence: required, at most INVENTORY_ADMIN_LIMITS.deckName characters; null when fine. */
const deckNameError = (name: string) =>
  !name.trim()
    ? 'Name is required'
    : name.trim().length > INVENTORY_ADMIN_LIMITS.deckName
      ? `At most ${INVENTORY_ADMIN_LIMITS.deckName} characters`
      : null;

/** Renames a deck version ('Deck Info Updated Successfully'). */
export function RenameDeckModal({
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
