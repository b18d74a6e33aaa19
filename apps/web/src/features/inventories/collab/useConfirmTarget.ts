import { useState } from 'react';

/**
 * A destructive step waiting for its confirmation: `ask(t)` opens the dialog on `t`, `close()` closes it.
 * The target is kept while the dialog closes, so that its text does not blank.
 */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (t: T) => {
    setTarget(t);
    setConfirming(true);
  };
  return { target, confirming, ask, close: () => setConfirming(false) };
}
