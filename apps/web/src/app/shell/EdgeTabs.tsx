import { Button } from '@mantine/core';
import { IconMessageReport, IconNote } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** A tab standing on the window's right edge, turned upright, `top` down the window. */
const edgeTab = (top: string): CSSProperties => ({
  position: 'fixed',
  right: 0,
  top,
  transform: 'rotate(-90deg) translate(50%, 0)',
  transformOrigin: 'right bottom',
  zIndex: 150,
  borderRadius: '8px 8px 0 0',
});

/**
 * The two tabs on the window's right edge (spec 000 §2.1): Notes toggles the sticky note panel (N; pressed
 * while it is open) and Feedback opens the feedback drawer.
 */
export function EdgeTabs({
  noteOpen,
  onNote,
  onFeedback,
}: {
  noteOpen: boolean;
  onNote: () => void;
  onFeedback: () => void;
}) {
  return (
    <>
      <Button
        variant="filled"
        color="yellow.6"
        size="compact-sm"
        leftSection={<IconNote size={14} />}
        aria-label="Sticky note (N)"
        aria-pressed={noteOpen}
        onClick={onNote}
        style={edgeTab('50%')}
      >
        Notes
      </Button>
      <Button
        variant="filled"
        color="brand"
        size="compact-sm"
        leftSection={<IconMessageReport size={14} />}
        aria-label="Feedback"
        onClick={onFeedback}
        data-testid="feedback-tab"
        style={edgeTab('72%')}
      >
        Feedback
      </Button>
    </>
  );
}
