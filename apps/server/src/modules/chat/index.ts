/** The chat module's surface for other modules: the files a user shared in chats (a profile's Files tab). */
export { userSharedFiles } from './files/chatFiles.js';
export { syncDirtyEventGroups } from './groups/eventGroups.js';
