import type { ActionTakenType, Notification, NotificationType } from '@crm/contracts';

/** A notification row with its links' names (notificationColumns in queries.ts). */
export type NotificationRow = {
  id: number;
  user_id: number;
  class: 'ACTION' | 'INFO';
  type: NotificationType;
  content: string;
  image: string | null;
  is_read: boolean;
  /** ISO 8601 UTC (isoText). */
  created_at: string;
  actor_user_id: number | null;
  actor_name: string | null;
  brand_id: number | null;
  brand_name: string | null;
  ei_id: number | null;
  event_id: number | null;
  event_name: string | null;
  inventory_name: string | null;
  task_id: number | null;
  invitation_id: number | null;
  suggestion_id: number | null;
  /** The notification's mail from the CRM while it is still unsent (FAILED). */
  failed_send_id: number | null;
  action_taken_type: ActionTakenType | null;
  action_taken_by_user_id: number | null;
  action_taken_by_name: string | null;
  recipient_name: string;
};

const ACTOR_TYPES: Partial<Record<NotificationType, string>> = {
  COLLAB_INVITE: 'INVITER',
  BRAND_SUGGESTION: 'SUGGESTER',
};
const RECIPIENT_TYPES: Partial<Record<NotificationType, string>> = {
  COLLAB_INVITE: 'INVITEE',
  BRAND_SUGGESTION: 'PROJECT_OWNER',
};

/** Maps a row to the spec's Notification (spec 000 §3): the actor and the recipient as `users`, with whether the recipient may still act. */
export function toNotification(r: NotificationRow): Notification {
  const open = r.class === 'ACTION' && !r.action_taken_type;
  const users: Notification['users'] = [];
  if (r.actor_user_id)
    users.push({
      userId: r.actor_user_id,
      userName: r.actor_name ?? '',
      userType: ACTOR_TYPES[r.type] ?? 'ACTOR',
      actionEnabled: false,
      additionalData: null,
    });
  if (r.class === 'ACTION')
    users.push({
      userId: r.user_id,
      userName: r.recipient_name,
      userType: RECIPIENT_TYPES[r.type] ?? 'RECIPIENT',
      actionEnabled: open,
      additionalData: null,
    });
  return {
    id: r.id,
    content: r.content,
    date: r.created_at,
    image: r.image,
    isRead: r.is_read,
    class: r.class,
    type: r.type,
    users,
    eventInventories: r.ei_id
      ? [
          {
            eiId: r.ei_id,
            eventId: r.event_id!,
            eventName: r.event_name ?? '',
            inventoryName: r.inventory_name ?? '',
          },
        ]
      : [],
    brands: r.brand_id ? [{ brandId: r.brand_id, brandName: r.brand_name ?? '' }] : [],
    tasks: r.task_id ? [{ id: r.task_id }] : [],
    actionTaken: !!r.action_taken_type,
    actionTakenType: r.action_taken_type,
    actionTakenByUserId: r.action_taken_by_user_id,
    actionTakenByUserName: r.action_taken_by_name,
    additionalData:
      r.invitation_id || r.suggestion_id || r.failed_send_id
        ? {
            ...(r.invitation_id ? { invitationId: r.invitation_id } : {}),
            ...(r.suggestion_id ? { suggestionId: r.suggestion_id } : {}),
            ...(r.failed_send_id ? { sendId: r.failed_send_id } : {}),
          }
        : null,
  };
}
