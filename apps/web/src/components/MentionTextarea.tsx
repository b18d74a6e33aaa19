import { Text } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { Mention, MentionsInput } from 'react-mentions';

/** Someone who can be mentioned: user id and shown name. */
export type MentionUser = { id: number; display: string };

/** react-mentions draws the text twice (a highlighter under a transparent textarea): both need the same box. */
const BOX = { padding: '6px 12px', border: '1px solid transparent', lineHeight: 1.55 };
const STYLE = {
  control: {
    fontSize: 'var(--mantine-font-size-sm)',
    fontFamily: 'inherit',
    background: 'var(--mantine-color-body)',
  },
  '&multiLine': {
    control: { minHeight: 36 },
    highlighter: BOX,
    input: {
      ...BOX,
      borderColor: 'var(--mantine-color-gray-4)',
      borderRadius: 'var(--mantine-radius-sm)',
      outline: 'none',
      overflow: 'hidden',
    },
  },
  suggestions: {
    list: {
      background: 'var(--mantine-color-body)',
      border: '1px solid var(--mantine-color-gray-3)',
      borderRadius: 8,
      boxShadow: 'var(--mantine-shadow-md)',
      maxHeight: 240,
      overflowY: 'auto' as const,
      fontSize: 'var(--mantine-font-size-sm)',
    },
    item: { padding: '6px 12px', '&focused': { background: 'var(--mantine-color-brand-0)' } },
  },
};

type Props = {
  value: string;
  onChange: (markup: string) => void;
  users: MentionUser[];
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
  placeholder: string;
  error?: string;
  testId: string;
};

/**
 * A message box with @mentions (react-mentions): '@' opens the people given, filtered as one types;
 * a pick is kept as the markup `@[Name](userId)` (spec 000 §2.11, the chat's mentions) and shown as the
 * highlighted name. Enter and the arrows choose in the open list before they reach `onKeyDown`.
 */
export function MentionTextarea({
  value,
  onChange,
  users,
  onKeyDown,
  inputRef,
  disabled,
  placeholder,
  error,
  testId,
}: Props) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <MentionsInput
        value={value}
        onChange={(_, markup) => onChange(markup)}
        onKeyDown={(e) => onKeyDown(e as KeyboardEvent<HTMLTextAreaElement>)}
        inputRef={inputRef}
        disabled={disabled}
        placeholder={placeholder}
        style={STYLE}
        allowSuggestionsAboveCursor
        forceSuggestionsAboveCursor
        a11ySuggestionsListLabel="People to mention"
        aria-label="Write a message"
        aria-invalid={!!error}
        data-testid={testId}
      >
        <Mention
          trigger="@"
          markup="@[__display__](__id__)"
          data={users.map((u) => ({ id: String(u.id), display: u.display }))}
          displayTransform={(_, display) => `@${display}`}
          appendSpaceOnAdd
          style={{ backgroundColor: 'var(--mantine-color-brand-1)', borderRadius: 3 }}
        />
      </MentionsInput>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
