import { Anchor, Box, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { collapseCrumbs, CRUMB_WIDTH, crumbsThatFit, MAX_CRUMBS } from '../breadcrumbs';
import { cutTo, GLOBAL_SEARCH, type HistoryEntry } from '../history';
import { getHistory, setHistory, useNavHistory } from '../historyStore';
import { useShellUi } from '../../lib/shellUi';

/**
 * The header's breadcrumb trail (spec 000 §2.3): collapses above 6 crumbs, or to as many as the room
 * left beside the header's buttons holds (it never runs under them); an earlier crumb cuts
 * history back to it and navigates; Global Search opens the search drawer; the last crumb is text.
 */
export function Breadcrumbs() {
  const history = useNavHistory();
  const navigate = useNavigate();
  const { open } = useShellUi();
  const { ref, width } = useElementSize();

  function go(entry: HistoryEntry, index: number) {
    if (entry.name === GLOBAL_SEARCH) return open('search');
    setHistory(cutTo(getHistory(), index));
    navigate(entry.path);
  }

  return (
    <Box ref={ref} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <MantineBreadcrumbs
        separator="›"
        separatorMargin={6}
        aria-label="Breadcrumb"
        style={{ flexWrap: 'nowrap', minWidth: 0 }}
      >
        {collapseCrumbs(history, width ? crumbsThatFit(width) : MAX_CRUMBS).map((item, i) =>
          item.kind === 'ellipsis' ? (
            <Text key={`e${i}`} c="dimmed" size="sm" aria-hidden data-testid="crumb-ellipsis">
              …
            </Text>
          ) : item.last ? (
            <Text
              key={item.index}
              size="sm"
              fw={600}
              truncate
              maw={CRUMB_WIDTH.current}
              aria-current="page"
              title={item.entry.name}
            >
              {item.entry.name}
            </Text>
          ) : (
            <Anchor
              key={item.index}
              component="button"
              type="button"
              size="sm"
              c="dimmed"
              truncate
              maw={CRUMB_WIDTH.earlier - 20}
              title={item.entry.name}
              onClick={() => go(item.entry, item.index)}
            >
              {item.entry.name}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </Box>
  );
}
