import { useCallback, useEffect, useRef, useState } from 'react';
import {
  defaultTableColumnSettings,
  reconcileTableColumnSettings,
  type ColumnPresetId,
  type PresetSetting,
  type TableColumnSettings,
} from '@crm/contracts';
import { getSettings, saveSetting } from './settings';

const CACHE_KEY = 'tableColumnSettings';
/** The window event a setPreset sends, so that every table of the page shows the new columns at once. */
const CHANGED_EVENT = 'crm:tableColumnSettings';

function cached(): TableColumnSettings | null {
  try {
    return JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as TableColumnSettings | null;
  } catch {
    return null;
  }
}

/**
 * The user's tableColumnSettings (spec 000 §4): read with /api/user/kv/multi-get; stored version equal
 * → use it; different → save the defaults to the server and use them; on any error → the defaults,
 * locally. Cached in localStorage. `setPreset` saves one preset's {order, hidden} to the server over the
 * latest cached value (so that two tables on one page keep each other's choices) and tells the page's other
 * users of the hook (a saved view applied from a menu shows in the table at once); a change made before the
 * server's value arrived is kept over it.
 */
export function useTableColumnSettings() {
  const [settings, setSettings] = useState<TableColumnSettings>(
    () => cached() ?? defaultTableColumnSettings(),
  );
  const changed = useRef<Partial<Record<ColumnPresetId, PresetSetting>>>({});
  useEffect(() => {
    let live = true;
    getSettings(['tableColumnSettings'])
      .then(async (values) => {
        const { settings: s, save } = reconcileTableColumnSettings(values.tableColumnSettings);
        if (save) await saveSetting('tableColumnSettings', s);
        return s;
      })
      .catch(() => defaultTableColumnSettings())
      .then((loaded) => {
        if (!live) return;
        const s = { ...loaded, ...changed.current };
        if (Object.keys(changed.current).length)
          void saveSetting('tableColumnSettings', s).catch(() => undefined);
        localStorage.setItem(CACHE_KEY, JSON.stringify(s));
        setSettings(s);
      });
    const onChange = (e: Event) => setSettings((e as CustomEvent<TableColumnSettings>).detail);
    window.addEventListener(CHANGED_EVENT, onChange);
    return () => {
      live = false;
      window.removeEventListener(CHANGED_EVENT, onChange);
    };
  }, []);
  const setPreset = useCallback((preset: ColumnPresetId, value: PresetSetting) => {
    changed.current[preset] = value;
    setSettings((prev) => {
      const next = { ...prev, ...cached(), [preset]: value };
      localStorage.setItem(CACHE_KEY, JSON.stringify(next));
      void saveSetting('tableColumnSettings', next).catch(() => undefined);
      queueMicrotask(() => window.dispatchEvent(new CustomEvent(CHANGED_EVENT, { detail: next })));
      return next;
    });
  }, []);
  return { settings, setPreset };
}
