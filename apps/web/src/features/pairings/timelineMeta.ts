import {
  IconAddressBook,
  IconBrandWhatsapp,
  IconDeviceMobileMessage,
  IconEdit,
  IconMail,
  IconMailForward,
  IconMailOpened,
  IconNote,
  IconPhone,
  IconThumbDown,
  IconTicket,
  IconTrophy,
  IconUserPlus,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { TimelineType } from '@crm/contracts';

/** Icon and label of each timeline entry type (spec 001 §9 interaction-type icons). */
export const TIMELINE_META: Record<
  TimelineType,
  { icon: typeof IconPhone; label: string; color: string }
> = {
  CALL: { icon: IconPhone, label: 'Call', color: 'blue' },
  MAIL: { icon: IconMail, label: 'Mail', color: 'blue' },
  WHATSAPP: { icon: IconBrandWhatsapp, label: 'WhatsApp', color: 'teal' },
  SMS: { icon: IconDeviceMobileMessage, label: 'SMS', color: 'blue' },
  NOTE: { icon: IconNote, label: 'Note', color: 'gray' },
  BRAND_OWNER_ADDED: { icon: IconUserPlus, label: 'Brand owner added', color: 'violet' },
  COLLABORATOR_ADDED: { icon: IconUsersPlus, label: 'Collaborator added', color: 'violet' },
  BRAND_INFO_UPDATED: { icon: IconEdit, label: 'Brand info updated', color: 'gray' },
  POC_UPDATED: { icon: IconAddressBook, label: 'Point of contact updated', color: 'gray' },
  INVENTORY_ASSIGNED: { icon: IconTicket, label: 'Inventory assigned', color: 'blue' },
  INVENTORY_WON: { icon: IconTrophy, label: 'Inventory won', color: 'green' },
  INVENTORY_LOST: { icon: IconThumbDown, label: 'Inventory lost', color: 'red' },
  MAIL_RECEIVED: { icon: IconMailOpened, label: 'Mail received', color: 'cyan' },
  MAIL_SENT: { icon: IconMailForward, label: 'Mail sent', color: 'cyan' },
};
