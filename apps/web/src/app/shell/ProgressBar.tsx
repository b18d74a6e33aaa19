import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { subscribeNavigation } from '../navEvents';

/** Duration of the navigation progress bar (spec 000 §2.2, §9). */
const PROGRESS_MS = 500;

/** A thin bar across the top that fills over 500 ms on each navigation (starts on the router's event). */
export function ProgressBar() {
  const [run, setRun] = useState(0);
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => subscribeNavigation(() => setRun((n) => n + 1)), []);

  useEffect(() => {
    if (run === 0) return;
    setValue(0);
    const fill = requestAnimationFrame(() => requestAnimationFrame(() => setValue(100)));
    const hide = setTimeout(() => setValue(null), PROGRESS_MS);
    return () => {
      cancelAnimationFrame(fill);
      clearTimeout(hide);
    };
  }, [run]);

  if (value === null) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      transitionDuration={value === 0 ? 0 : PROGRESS_MS - 50}
      aria-label="Loading page"
      data-testid="nav-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1000,
        background: 'transparent',
      }}
    />
  );
}
