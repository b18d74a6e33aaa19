/** Words of the chat screen that are ours, not the spec's (spec 001 §2 chat). */
export const CHAT_SCREEN = {
  /** The phone's way from an open chat back to the chat list (one pane at a time below 768 px). */
  backToList: 'Chats',
} as const;
