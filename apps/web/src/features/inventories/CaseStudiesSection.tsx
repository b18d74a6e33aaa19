import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CaseStudy } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { downloadFile } from '../files';
import { ConfirmModal } from '../../components/ConfirmModal';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { SkeletonRows } from '../../components/SkeletonRows';
import { showUndoToast } from '../../components/undoToast';
import { AddCaseStudyModal } from './AddCaseStudyModal';
import { useCaseStudies, useCaseStudyActions } from './adminQueries';

/**
 * Case studies of an inventory (/inventoryEvents/{id}; spec 001 §3, §4, §6, §7, §8, §9): 50 a page, by
 * search. Admins add and remove them (confirm, then Undo); anyone else may ask the admins for case studies
 * of an inventory without any ('Notified the Admin successfully'), after which the inventory shows as notified.
 */
export function CaseStudiesSection({
  inventoryId,
  isAdmin,
}: {
  inventoryId: number;
  isAdmin: boolean;
}) {
  const [pageNo, setPageNo] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const query = useCaseStudies(inventoryId, pageNo, searchFor);
  const actions = useCaseStudyActions();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CaseStudy | null>(null);
  const data = query.data;

  const remove = () => {
    if (!removing) return;
    const id = removing.id;
    actions.remove.mutate(id, {
      onSuccess: (r) => {
        setRemoving(null);
        setPageNo(1); // spec 001 §7: after a removal, page 1 reloads
        showUndoToast({
          message: r.message,
          testId: 'case-study-undo',
          onUndo: () =>
            actions.restore.mutate(id, {
              onSuccess: (x) => toastSuccess(x.message),
              onError: toastError,
            }),
        });
      },
      onError: toastError,
    });
  };
  const request = () =>
    actions.request.mutate(inventoryId, {
      onSuccess: (r) => toastSuccess(r.message),
      onError: toastError,
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="case-studies">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Case studies</Title>
        <Group gap="sm">
          <SearchBox
            value={searchFor}
            onSearch={(v) => (setSearchFor(v), setPageNo(1))}
            placeholder="Search case studies"
            testId="case-study-search"
          />
          {isAdmin && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding(true)}
              data-testid="case-study-add"
            >
              Add case study
            </Button>
          )}
        </Group>
      </Group>
      <Table verticalSpacing="sm" data-testid="case-study-list">
        <Table.Tbody>
          {query.isLoading ? (
            <SkeletonRows rows={3} cols={3} />
          ) : loadFailed(query) ? (
            <LoadErrorRow cols={3} what="case studies" query={query} />
          ) : !data?.caseStudies.length ? (
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
                      onClick={request}
                      loading={actions.request.isPending}
                      disabled={data?.notified}
                      data-testid="case-study-request"
                    >
                      {data?.notified ? 'Admin notified' : 'Request case study'}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ) : (
            data.caseStudies.map((c) => (
              <CaseStudyRow key={c.id} c={c} isAdmin={isAdmin} onRemove={() => setRemoving(c)} />
            ))
          )}
        </Table.Tbody>
      </Table>
      {data && data.totalPages > 1 && <Pager page={data} onChange={setPageNo} />}
      {adding && <AddCaseStudyModal inventoryId={inventoryId} onClose={() => setAdding(false)} />}
      <ConfirmModal
        opened={!!removing}
        title="Remove case study"
        confirmLabel="Remove"
        color="red"
        loading={actions.remove.isPending}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        {`Remove “${removing?.title ?? ''}” from this inventory’s case studies?`}
      </ConfirmModal>
    </Paper>
  );
}

function CaseStudyRow({
  c,
  isAdmin,
  onRemove,
}: {
  c: CaseStudy;
  isAdmin: boolean;
  onRemove: () => void;
}) {
  return (
    <Table.Tr data-testid="case-study-row">
      <Table.Td>
        <Text fw={500} size="sm">
          {c.title}
        </Text>
        {c.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {c.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Added by {c.createdBy.userName} · {formatDate(c.createdOn)}
        </Text>
      </Table.Td>
      <Table.Td w={160}>
        {c.url && c.fileName ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadFile(c.url!, c.fileName!).catch(toastError)}
          >
            Download
          </Button>
        ) : c.link ? (
          <Anchor href={c.link} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={14} /> Open link
            </Group>
          </Anchor>
        ) : null}
      </Table.Td>
      <Table.Td w={48}>
        {isAdmin && (
          <Tooltip label="Remove">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${c.title}`}
              onClick={onRemove}
              data-testid="case-study-remove"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
