import { SegmentedControl, Stack, Text } from '@mantine/core';

/** A repository's visibility: only its owner sees it (PRIVATE), or other pipeline owners once published (PUBLIC). */
export type RepositoryVisibility = 'PRIVATE' | 'PUBLIC';

/** The repository form's Visibility switch, Private / Public, with what each means. */
export function RepositoryVisibilityField({
  value,
  onChange,
}: {
  value: RepositoryVisibility;
  onChange: (v: RepositoryVisibility) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Visibility
      </Text>
      <SegmentedControl
        value={value}
        onChange={(v) => onChange(v as RepositoryVisibility)}
        data={[
          { value: 'PRIVATE', label: 'Private' },
          { value: 'PUBLIC', label: 'Public' },
        ]}
        data-testid="repository-form-visibility"
      />
      <Text size="xs" c="dimmed">
        {value === 'PUBLIC'
          ? 'Once published, other project, team and brand owners see it (each only the brands they work) and can duplicate it or assign it to events.'
          : 'Only you see it.'}
      </Text>
    </Stack>
  );
}
