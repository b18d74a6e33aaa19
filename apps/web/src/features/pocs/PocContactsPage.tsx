import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PocContactsResult } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { BrandAvatar } from '../../components/Avatars';
import { callNotesPath } from '../../lib/links';
import { PresetPagedTable, type PagedColumn } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { useToastOnError } from '../../lib/useToastOnError';
import { currentUser, pipelineScope } from '../../lib/user';
import { patchParams } from '../../lib/urlParams';
import { PocName } from './PocName';
import { usePocContacts } from './queries';

/** /brandInfo/{id}?infoTab=Contacts: the brand's Contacts tab. */
const brandContactsPath = (brandId: number, brandName: string) =>
  `/brandInfo/${brandId}?${new URLSearchParams({ brandName, infoTab: 'Contacts' })}`;

/**
 * POC Contacts (/pocContactList, spec 000 §2.1, BO): every POC of the caller's brands, searchable by
 * name, email or brand (500 ms debounce, kept in the URL), 50 a page; each row links to the brand's
 * Contacts tab and to 'Add call notes' with the POC chosen. The columns follow the user's pocContacts preset.
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
  useToastOnError(list.error);
  const search = (v: string) => {
    setPageNo(1);
    patchParams(setParams)({ searchFor: v });
  };
  return (
    <Stack gap="md" p="md">
      <Title order={2}>POC Contacts</Title>
      <PresetPagedTable
        preset="pocContacts"
        toolbar={
          <SearchBox
            value={searchFor}
            onSearch={search}
            placeholder="Search name, email or brand"
            testId="poc-contacts-search"
          />
        }
        cells={cells}
        trailing={actions}
        query={list}
        items={(d) => d.pocs}
        rowKey={(p) => p.pocId}
        rowTestId={(p) => `contact-${p.pocId}`}
        what="the contacts"
        empty={
          <EmptyState
            title={searchFor ? 'No matching contacts' : 'No contacts yet'}
            description={
              searchFor
                ? 'Try another name, email or brand.'
                : 'POCs added to your brands appear here.'
            }
          />
        }
        page={pageNo}
        onPage={setPageNo}
        testId="poc-contacts-table"
        minWidth={900}
      />
    </Stack>
  );
}

type Contact = PocContactsResult['pocs'][number];
const dash = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

/** The cells of the pocContacts preset (spec 001 §9 'POC contacts'). */
const cells: Record<string, (p: Contact) => ReactNode> = {
  pocName: (p) => <PocName poc={p} size="sm" />,
  brandName: (p) => (
    <Group gap="xs" wrap="nowrap">
      <BrandAvatar name={p.brandName} imageUrl={p.brandImageUrl} size={24} />
      <Anchor component={Link} to={brandContactsPath(p.brandId, p.brandName)} size="sm">
        {p.brandName}
      </Anchor>
    </Group>
  ),
  pocEmail: (p) =>
    p.pocEmail ? (
      <Anchor href={`mailto:${p.pocEmail}`} size="sm">
        {p.pocEmail}
      </Anchor>
    ) : (
      dash
    ),
  phone: (p) =>
    p.phoneNumbers[0] ? (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {`${p.phoneNumbers[0].cc} ${p.phoneNumbers[0].number}`}
      </Text>
    ) : (
      dash
    ),
  departmentName: (p) => (p.departmentName ? <Text size="sm">{p.departmentName}</Text> : dash),
  cityName: (p) => (p.cityName ? <Text size="sm">{p.cityName}</Text> : dash),
};

const actions: PagedColumn<Contact>[] = [
  {
    id: 'actions',
    label: 'Actions',
    cell: (p) => (
      <Button
        component={Link}
        to={callNotesPath({ brandId: p.brandId, pocId: p.pocId })}
        size="xs"
        variant="light"
        leftSection={<IconNotes size={14} />}
      >
        Add call notes
      </Button>
    ),
  },
];
