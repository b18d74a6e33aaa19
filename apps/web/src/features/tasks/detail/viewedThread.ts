/** The conversation thread on screen now (its messages are read as they arrive), or null. */
let viewed: { taskId: number; subId: number | null } | null = null;

/** Records the thread on screen (null when none is). */
export function setViewedThread(t: { taskId: number; subId: number | null } | null): void {
  viewed = t;
}

/** True when this thread is on screen. */
export const isViewedThread = (taskId: number, subId: number | null) =>
  !!viewed &&
  viewed.taskId === taskId &&
  viewed.subId === subId &&
  document.visibilityState === 'visible';
