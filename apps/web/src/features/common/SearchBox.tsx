import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** Search debounce of spec 000 §6 / DESIGN §6, in ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A search input that reports its value 500 ms after the user stops typing. */
export function SearchBox({ value, onSearch, placeholder = 'Search', testId = 'search' }: { value: string; onSearch: (v: string) => void; placeholder?: string; testId?: string }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  useEffect(() => {
    const { value: current, onSearch: report } = latest.current;
    if (debounced.trim() !== current.trim()) report(debounced.trim());
  }, [debounced]);
  return (
    <TextInput
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
      maxLength={200}
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
    />
  );
}
