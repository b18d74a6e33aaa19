import type { CSSProperties } from 'react';
import { useCelebration } from './celebration';
import classes from '../tasks.module.css';

const COLORS = ['#0094ff', '#0eab00', '#ffb300', '#ee7360', '#8e44ad', '#00bcd4'];
const PIECES = Array.from({ length: 48 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  delay: `${(i % 12) * 0.07}s`,
  color: COLORS[i % COLORS.length],
  drift: `${((i * 53) % 140) - 70}px`,
  spin: `${360 + ((i * 97) % 540)}deg`,
}));

/** The celebration on closing a task (spec 001 §4): confetti for 3 s, CSS only, hidden from assistive tech. */
export function Celebration() {
  const startedAt = useCelebration();
  if (!startedAt) return null;
  return (
    <div className={classes.confetti} aria-hidden="true" data-testid="celebration" key={startedAt}>
      {PIECES.map((p, i) => (
        <span
          key={i}
          className={classes.piece}
          style={
            {
              left: p.left,
              animationDelay: p.delay,
              background: p.color,
              '--drift': p.drift,
              '--spin': p.spin,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
