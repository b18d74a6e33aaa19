import { Stack } from '@mantine/core';
import { Pager } from '../../components/Pager';
import { MailsDrawer, pocMails } from '../email';
import { PocNotesDrawer } from '../notes';
import { PocFormModal } from './PocFormModal';
import { PocHistorySection } from './panel/PocHistorySection';
import { PocsPanelHeader } from './panel/PocsPanelHeader';
import { PocsPanelList } from './panel/PocsPanelList';
import { RemovePocModal } from './panel/RemovePocModal';
import { usePocsPanel } from './panel/usePocsPanel';

/**
 * The Contacts sub-tab: the brand's POCs (100 a page) with add, edit and remove (confirmed) for those
 * who may change the brand, each POC's notes and mails in drawers, a link to the org chart, and the POC,
 * department and location histories.
 */
export function PocsPanel({ brandId }: { brandId: number }) {
  const s = usePocsPanel(brandId);
  const { data } = s.pocs;
  return (
    <Stack gap="md">
      <PocsPanelHeader
        brandId={brandId}
        total={data?.totalNoOfEntries}
        canEdit={s.canEdit}
        onAdd={() => s.open(null)}
      />
      <PocsPanelList s={s} />
      {data && <Pager page={data} onChange={s.setPageNo} />}
      <PocHistorySection brandId={brandId} />
      <PocFormModal
        brandId={brandId}
        poc={s.editing}
        opened={s.formOpen}
        others={data?.poc ?? []}
        onClose={s.closeForm}
      />
      <PocNotesDrawer brandId={brandId} poc={s.notesOf} onClose={() => s.setNotesOf(null)} />
      <MailsDrawer of={s.mailsOf && pocMails(s.mailsOf)} onClose={() => s.setMailsOf(null)} />
      <RemovePocModal s={s} />
    </Stack>
  );
}
