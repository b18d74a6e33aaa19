import { callRoute } from '../../lib/useApi';
import { chatRoutes } from '@crm/contracts';

/* Groups (001 §4): created by a user, then edited and their members changed by the owner. */

/** PUT /api/group: creates a group; answers its id and 'Group created successfully'. */
export const createGroup = (req: { name: string; description: string; members: number[] }) =>
  callRoute(chatRoutes.createGroup, req);
/** PATCH /api/group: the owner changes the group's name or description; answers 'Group info updated successfully'. */
export const updateGroup = (req: { chatId: number; name?: string; description?: string }) =>
  callRoute(chatRoutes.updateGroup, req);
/** POST /api/group/user: the owner adds members (an ADDED_TO_GROUP announcement follows). */
export const addMembers = (chatId: number, userIds: number[]) =>
  callRoute(chatRoutes.addMembers, { chatId, userIds });
/** PATCH /api/group/user: the owner removes members, or a member leaves (their own id alone). */
export const removeMembers = (chatId: number, userIds: number[]) =>
  callRoute(chatRoutes.removeMembers, { chatId, userIds });
