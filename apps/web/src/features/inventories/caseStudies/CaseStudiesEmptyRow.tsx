import { Button, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

/**
 * The row shown when no case study is listed: nothing matches the search, or the inventory has none
 * yet; then anyone but an admin may 'Request case study' ('Admin notified' once asked).
 */
export function CaseStudiesEmptyRow({
  searchFor,
  isAdmin,
  notified,
  requesting,
  onRequest,
}: {
  searchFor: string;
  isAdmin: boolean;
  notified: boolean | undefined;
  requesting: boolean;
  onRequest: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3}>
        <Stack gap="xs" align="flex-start" py="sm">
          <Text size="sm" c="dimmed">
            {searchFor
              ? 'No case studies match your search.'
              : 'No case studies for this inventory yet.'}
          </Text>
          {!isAdmin && !searchFor && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} />}
              onClick={onRequest}
              loading={requesting}
              disabled={notified}
              data-testid="case-study-request"
            >
              {notified ? 'Admin notified' : 'Request case study'}
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
