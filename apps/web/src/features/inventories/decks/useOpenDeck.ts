import type { Deck } from '@crm/contracts';
import { toastError } from '../../../lib/api';
import { fetchFile } from '../../../lib/storedFiles';
import { useMarkDecksViewed } from '../adminQueries';

/**
 * Opening a deck: a PDF in a new tab (opened within the click, so no pop-up blocker), a PowerPoint
 * downloaded; a deck not yet viewed is then marked viewed. A failure closes the tab and is toasted.
 */
export function useOpenDeck(eiId: number) {
  const markViewed = useMarkDecksViewed(eiId);
  return async (d: Deck) => {
    const tab = d.deckFileType === 'pdf' ? window.open('', '_blank') : null;
    try {
      const blob = await fetchFile(d.deckUrl);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else Object.assign(document.createElement('a'), { href: url, download: d.deckName }).click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      if (!d.viewed) markViewed.mutate([d.deckId], { onError: toastError });
    } catch (e) {
      tab?.close();
      toastError(e);
    }
  };
}
