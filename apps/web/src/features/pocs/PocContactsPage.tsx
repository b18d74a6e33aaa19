import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { BrandAvatar } from '../../components/Avatars';
import { callNotesPath } from '../../lib/links';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { currentUser, pipelineScope } from '../../lib/user';
import { usePocContacts } from './queries';

/** /brandInfo/{id}?infoTab=Contacts: the brand's Contacts tab. */
const brandContactsPath = (brandId: number, brandName: string) =>
  `/brandInfo/${brandId}?${new URLSearchParams({ brandName, infoTab: 'Contacts' })}`;

const COLS = 6;

/**
 * POC Contacts (/pocContactList, spec 000 §2.1, BO): every POC of the caller's brands, searchable by
 * name, email or brand (500 ms debounce, kept in the URL), 50 a page; each row links to the brand's
 * Contacts tab and to 'Add call notes' with the POC chosen.
 */
export default function PocContactsPage() {
  const allowed = pipelineScope(currentUser()) !== null;
  if (!allowed)
    return (
      <EmptyState
        title="POC Contacts"
        description="POC Contacts list the points of contact of your brands; they are available to brand owners."
      />
    );
  return <ContactsList />;
}

function ContactsList() {
  const [params, setParams] = useSearchParams();
  const searchFor = params.get('searchFor') ?? '';
  const [pageNo, setPageNo] = useState(1);
  const list = usePocContacts(searchFor, pageNo);
  const { data, isLoading, isFetching } = list;
  useToastOnError(list.error);
  const search = (v: string) => {
    setPageNo(1);
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (v) n.set('searchFor', v);
        else n.delete('searchFor');
        return n;
      },
      { replace: true },
    );
  };
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>POC Contacts</Title>
        <SearchBox
          value={searchFor}
          onSearch={search}
          placeholder="Search name, email or brand"
          testId="poc-contacts-search"
        />
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table
          verticalSpacing="sm"
          striped
          highlightOnHover
          data-testid="poc-contacts-table"
          style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Brand</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Department · City</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loadFailed(list) ? (
              <LoadErrorRow cols={COLS} what="the contacts" query={list} />
            ) : isLoading || !data ? (
              <SkeletonRows rows={8} cols={COLS} />
            ) : data.pocs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={COLS}>
                  <EmptyState
                    title={searchFor ? 'No matching contacts' : 'No contacts yet'}
                    description={
                      searchFor
                        ? 'Try another name, email or brand.'
                        : 'POCs added to your brands appear here.'
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              data.pocs.map((p) => (
                <Table.Tr key={p.pocId} data-testid={`contact-${p.pocId}`}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {p.pocName}
                      </Text>
                      {p.pocIsPrimary && (
                        <Badge size="xs" color="teal">
                          Primary
                        </Badge>
                      )}
                    </Group>
                    {p.pocRole && (
                      <Text size="xs" c="dimmed">
                        {p.pocRole}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <BrandAvatar name={p.brandName} imageUrl={p.brandImageUrl} size={24} />
                      <Anchor
                        component={Link}
                        to={brandContactsPath(p.brandId, p.brandName)}
                        size="sm"
                      >
                        {p.brandName}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {p.pocEmail ? (
                      <Anchor href={`mailto:${p.pocEmail}`} size="sm">
                        {p.pocEmail}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {p.phoneNumbers[0]
                        ? `${p.phoneNumbers[0].cc} ${p.phoneNumbers[0].number}`
                        : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[p.departmentName, p.cityName].filter(Boolean).join(' · ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={callNotesPath({ brandId: p.brandId, pocId: p.pocId })}
                      size="xs"
                      variant="light"
                      leftSection={<IconNotes size={14} />}
                    >
                      Add call notes
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && (
        <Pager
          pageNo={pageNo}
          totalPages={data.totalPages}
          total={data.totalNoOfEntries}
          onChange={setPageNo}
        />
      )}
    </Stack>
  );
}
