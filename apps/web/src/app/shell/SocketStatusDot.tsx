import { Box, Tooltip } from '@mantine/core';
import { SOCKET_NAMESPACES } from '../../lib/socket';
import { useSocketStatuses } from '../../lib/useSocket';

const LABELS = {
  connected: 'Live updates: connected',
  connecting: 'Live updates: connecting…',
  disconnected: 'Live updates: not connected',
} as const;
const COLORS = {
  connected: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-yellow-6)',
  disconnected: 'var(--mantine-color-red-6)',
} as const;

/**
 * The header's realtime status: a small dot, green when every namespace's socket is
 * connected, yellow while (re)connecting, red when not connected; its label says which.
 */
export function SocketStatusDot() {
  const statuses = useSocketStatuses();
  const all = SOCKET_NAMESPACES.map((ns) => statuses[ns]);
  const state = all.every((s) => s === 'connected')
    ? 'connected'
    : all.some((s) => s === 'connecting')
      ? 'connecting'
      : 'disconnected';
  return (
    <Tooltip label={LABELS[state]}>
      <Box
        role="status"
        aria-label={LABELS[state]}
        tabIndex={0}
        data-testid="socket-status"
        data-state={state}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          background: COLORS[state],
          flexShrink: 0,
          boxShadow: '0 0 0 2px var(--mantine-color-body)',
        }}
      />
    </Tooltip>
  );
}
