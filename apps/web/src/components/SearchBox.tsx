import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { lengthError, TEXT_LIMITS } from '../lib/validation';

/** Search debounce of spec 000 §6, in ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A search input that reports its value 500 ms after the user stops typing (a value changed from outside shows at once); an over-long search is refused with its limit, not cut. */
export function SearchBox({
  value,
  onSearch,
  placeholder = 'Search',
  testId = 'search',
}: {
  value: string;
  onSearch: (v: string) => void;
  placeholder?: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  const reported = useRef(value);
  useEffect(() => {
    const { value: current, onSearch: report } = latest.current;
    if (
      debounced.trim() !== current.trim() &&
      !lengthError('Search', debounced.trim(), TEXT_LIMITS.search)
    ) {
      reported.current = debounced.trim();
      report(debounced.trim());
    }
  }, [debounced]);
  // a value set from outside (a saved view applied, a link) replaces the text
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  const tooLong = lengthError('Search', text.trim(), TEXT_LIMITS.search);
  return (
    <TextInput
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} />
        ) : null
      }
      error={tooLong}
      w={{ base: '100%', sm: 320 }}
      data-testid={testId}
    />
  );
}
