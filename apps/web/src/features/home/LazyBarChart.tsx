import { lazy } from 'react';

/** The chart code (@mantine/charts over recharts, ~450 kB) is fetched only once there is something to draw: after the dashboard answered. */
export const LazyBarChart = lazy(() =>
  import('@mantine/charts').then((m) => ({ default: m.BarChart })),
);
