import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import type { ComposeState } from './useComposeMail';

/**
 * From (one of the caller's connected mailboxes), To and Cc (the brand's POCs with an address, each
 * shown as "Name <address>"), side by side from a tablet up; a POC picked in To is not offered in Cc.
 */
export function RecipientFields({ s }: { s: ComposeState }) {
  const { draft, setDraft } = s;
  const options = s.pocs.map((p) => ({
    value: String(p.pocId),
    label: `${p.pocName} <${p.pocEmail}>`,
  }));
  const ids = (values: string[]) => values.map(Number);
  return (
    <>
      <Select
        label="From"
        data={s.mailboxes.map((m) => ({ value: String(m.mailboxId), label: m.address }))}
        value={draft.mailboxId === null ? null : String(draft.mailboxId)}
        allowDeselect={false}
        onChange={(v) => v && setDraft((d) => ({ ...d, mailboxId: Number(v) }))}
        data-testid="compose-from"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="To"
          required
          searchable
          data={options}
          value={draft.toPocIds.map(String)}
          onChange={(v) => setDraft((d) => ({ ...d, toPocIds: ids(v) }))}
          nothingFoundMessage="No POC of this brand with an email address"
          data-testid="compose-to"
        />
        <MultiSelect
          label="Cc"
          searchable
          data={options.filter((o) => !draft.toPocIds.includes(Number(o.value)))}
          value={draft.ccPocIds.map(String)}
          onChange={(v) => setDraft((d) => ({ ...d, ccPocIds: ids(v) }))}
          data-testid="compose-cc"
        />
      </SimpleGrid>
    </>
  );
}
