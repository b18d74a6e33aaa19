import { Drawer } from '@mantine/core';
import { SearchPanel } from '../../features/search';
import { pushGlobalSearchEntry } from '../historyStore';

/**
 * The global search drawer (spec 000 §2.6): opened by the header's Search button or '/'; the search itself is
 * features/search. Opening a result records the Global Search pseudo entry before the result's own (§2.1, §2.2).
 */
export default function SearchDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title="Global Search"
      styles={{ body: { height: 'calc(100% - 60px)' } }}
    >
      {opened && (
        <SearchPanel
          onDone={() => {
            pushGlobalSearchEntry();
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
