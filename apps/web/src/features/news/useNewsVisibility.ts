import { NEWS_MESSAGES, type NewsItem } from '@crm/contracts';
import { toastSuccess } from '../../lib/api';
import { showUndoToast } from '../../components/undoToast';
import { useSetNewsStatus } from './queries';

/** Hides a news item from the feed (with Undo in a toast) or shows it again ('shown' toast). */
export function useNewsVisibility() {
  const status = useSetNewsStatus();
  const show = (item: NewsItem) =>
    status.mutate(
      { newsIds: [item.newsId], status: 'ACTIVE' },
      { onSuccess: () => toastSuccess(NEWS_MESSAGES.shown) },
    );
  const hide = (item: NewsItem) =>
    status.mutate(
      { newsIds: [item.newsId], status: 'HIDDEN' },
      {
        onSuccess: () =>
          showUndoToast({
            message: NEWS_MESSAGES.hidden,
            testId: 'undo-hide-news',
            onUndo: () => show(item),
          }),
      },
    );
  return { hide, show };
}
