import { Button, Group, Paper, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import { AddCaseStudyModal } from './AddCaseStudyModal';
import { CaseStudyRows } from './caseStudies/CaseStudyRows';
import { useCaseStudiesSection } from './caseStudies/useCaseStudiesSection';

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
  const s = useCaseStudiesSection(inventoryId);
  const data = s.query.data;

  return (
    <Paper withBorder radius="md" p="md" data-testid="case-studies">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Case studies</Title>
        <Group gap="sm">
          <SearchBox
            value={s.searchFor}
            onSearch={s.search}
            placeholder="Search case studies"
            testId="case-study-search"
          />
          {isAdmin && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => s.setAdding(true)}
              data-testid="case-study-add"
            >
              Add case study
            </Button>
          )}
        </Group>
      </Group>
      <Table verticalSpacing="sm" data-testid="case-study-list">
        <Table.Tbody>
          <CaseStudyRows s={s} isAdmin={isAdmin} />
        </Table.Tbody>
      </Table>
      {data && data.totalPages > 1 && <Pager page={data} onChange={s.setPageNo} />}
      {s.adding && (
        <AddCaseStudyModal inventoryId={inventoryId} onClose={() => s.setAdding(false)} />
      )}
      <ConfirmModal
        opened={!!s.removing}
        title="Remove case study"
        confirmLabel="Remove"
        color="red"
        loading={s.actions.remove.isPending}
        onConfirm={s.remove}
        onClose={() => s.setRemoving(null)}
      >
        {`Remove “${s.removing?.title ?? ''}” from this inventory’s case studies?`}
      </ConfirmModal>
    </Paper>
  );
}
