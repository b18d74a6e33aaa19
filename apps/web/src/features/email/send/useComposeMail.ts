import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cacheFamilies,
  emailSendRoutes,
  emailTemplateRoutes,
  inventoryAdminRoutes,
  mailboxRoutes,
  pocRoutes,
  type EmailAttachment,
  type EmailTemplate,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { callRoute, invalidateFamilies, useApi } from '../../../lib/useApi';

/**
 * Where a mail is written from (issue 41 §4): a brand, with a pairing (its event inventory, whose decks
 * and inventory's case studies may be attached) and POCs to send to when known; a reply names its thread.
 */
export type ComposeContext = {
  brandId: number;
  pairing?: { eiId: number; inventoryId: number };
  toPocIds?: number[];
  /** Addresses to answer (a reply): the brand's POCs among them are put in To once the POCs are loaded. */
  toAddresses?: string[];
  replyToThreadId?: string;
  subject?: string;
};

/** What the composer holds. */
export type Draft = {
  mailboxId: number | null;
  toPocIds: number[];
  ccPocIds: number[];
  subject: string;
  body: string;
  attachments: EmailAttachment[];
};

const draftOf = (c: ComposeContext): Draft => ({
  mailboxId: null,
  toPocIds: c.toPocIds ?? [],
  ccPocIds: [],
  subject: c.subject ?? '',
  body: '',
  attachments: [],
});

/**
 * The composer's state (issue 41 §4): the caller's connected mailboxes, the brand's POCs with an address,
 * the templates, the pairing's decks and case studies; the draft; and `send`, which answers at once
 * (POST /api/email/send under a key made when the composer opened, so a double click is one mail).
 */
export function useComposeMail(c: ComposeContext, onSent: () => void) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(c));
  const [sendKey, setSendKey] = useState(() => crypto.randomUUID());
  const mailboxes = useApi(mailboxRoutes.list, {});
  const pocs = useApi(pocRoutes.list, { brandId: c.brandId, pageNo: 1, count: 100 });
  const templates = useApi(emailTemplateRoutes.list, {});
  const decks = useApi(inventoryAdminRoutes.decks, c.pairing && { eiId: c.pairing.eiId });
  const caseStudies = useApi(
    inventoryAdminRoutes.caseStudies,
    c.pairing && { id: c.pairing.inventoryId, pageNo: 1, count: 50, searchFor: '' },
  );
  const pocList = pocs.data?.poc;
  useEffect(() => {
    const wanted = new Set(c.toAddresses?.map((a) => a.toLowerCase()));
    const found = (pocList ?? []).filter((p) => p.pocEmail && wanted.has(p.pocEmail.toLowerCase()));
    if (found.length)
      setDraft((d) => (d.toPocIds.length ? d : { ...d, toPocIds: found.map((p) => p.pocId) }));
  }, [pocList, c.toAddresses]);
  const usable = (mailboxes.data?.mailboxes ?? []).filter((m) => m.status !== 'DISCONNECTED');
  const mailboxId = draft.mailboxId ?? usable[0]?.mailboxId ?? null;
  const send = useMutation({
    mutationFn: () =>
      callRoute(emailSendRoutes.send, {
        sendKey,
        mailboxId: mailboxId!,
        brandId: c.brandId,
        eiId: c.pairing?.eiId,
        toPocIds: draft.toPocIds,
        ccPocIds: draft.ccPocIds,
        subject: draft.subject,
        body: draft.body,
        replyToThreadId: c.replyToThreadId,
        attachments: draft.attachments,
      }),
    onSuccess: (r) => {
      toastSuccess(r.message);
      invalidateFamilies(qc, cacheFamilies.emailThreads);
      setDraft(draftOf(c));
      setSendKey(crypto.randomUUID());
      onSent();
    },
    onError: toastError,
  });
  const applyTemplate = (t: EmailTemplate) =>
    setDraft((d) => ({ ...d, subject: t.subject || d.subject, body: t.body }));
  return {
    draft: { ...draft, mailboxId },
    setDraft,
    mailboxes: usable,
    mailboxesLoaded: mailboxes.data !== undefined,
    pocs: (pocs.data?.poc ?? []).filter((p) => p.pocEmail),
    templates: templates.data?.templates ?? [],
    decks: (decks.data?.decks ?? []).filter((d) => d.isLatest),
    caseStudies: caseStudies.data?.caseStudies ?? [],
    applyTemplate,
    dirty: draft.body.trim() !== '' || draft.subject !== (c.subject ?? ''),
    send,
  };
}

/** The composer's state (useComposeMail). */
export type ComposeState = ReturnType<typeof useComposeMail>;
