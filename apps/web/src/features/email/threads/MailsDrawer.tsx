import { useState } from 'react';
import { Drawer } from '@mantine/core';
import type { ComposeContext } from '../send/useComposeMail';
import EmailTab from './EmailTab';
import type { MailRecord } from './useEmailThreads';

/** Whose mails a drawer shows, under which title, and where a new mail starts from. */
export type MailsOf = { title: string; record: MailRecord; compose: ComposeContext };

/** A POC's mails (issue 41 §3); a new one goes to them. */
export const pocMails = (p: { pocId: number; pocName: string; brandId: number }): MailsOf => ({
  title: `Mails with ${p.pocName}`,
  record: { pocId: p.pocId },
  compose: { brandId: p.brandId, toPocIds: [p.pocId] },
});

/** A pairing's mails (issue 41 §3): its brand's, with the event inventory's decks and case studies to attach. */
export const pairingMails = (p: {
  brandId: number;
  brandName: string;
  eiId: number;
  inventoryId: number;
}): MailsOf => ({
  title: `Mails with ${p.brandName}`,
  record: { brandId: p.brandId },
  compose: { brandId: p.brandId, pairing: { eiId: p.eiId, inventoryId: p.inventoryId } },
});

/**
 * Mails in a drawer beside a POC's card or a pairing's row (issue 41 §3, §4): open while `of` is given.
 * While a conversation or a mail is open over it, Escape closes that one only.
 */
export function MailsDrawer({ of, onClose }: { of: MailsOf | null; onClose: () => void }) {
  const [covered, setCovered] = useState(false);
  return (
    <Drawer
      opened={!!of}
      onClose={onClose}
      closeOnEscape={!covered}
      position="right"
      size="lg"
      title={of?.title ?? ''}
    >
      {of && <EmailTab {...of.record} compose={of.compose} onDialog={setCovered} />}
    </Drawer>
  );
}
