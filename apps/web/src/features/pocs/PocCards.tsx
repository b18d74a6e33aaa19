import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconBrandLinkedin,
  IconBuilding,
  IconMail,
  IconMapPin,
  IconNote,
  IconNotes,
  IconPencil,
  IconPhone,
  IconSitemap,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Poc, PocDetail } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { callNotesPath } from '../../lib/links';
import { useStartCallLock } from '../users';
import { CustomFieldValuesView } from '../customFields';
import { PocName } from './PocName';
import { useSavePoc } from './queries';

/** What a card shows: a POC, with its department, city and reporting line when known. */
export type PocCardData = Poc &
  Partial<Pick<PocDetail, 'departmentName' | 'cityName' | 'reportsToPocName' | 'customFields'>>;

type CardProps = {
  poc: PocCardData;
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Opens the POC's notes (spec 001 §7 'POC notes'); no Notes button without it. */
  onNotes?: () => void;
};

/**
 * One POC card: name, primary badge, role, department, city, reporting line, email, phones, LinkedIn;
 * call notes, edit and remove when allowed. Calling a number (tel: link) as someone who may add call
 * notes sets the call lock until they are saved (spec 000 §5, §7).
 */
function PocCard({ poc, canEdit, canAddCallNotes, onEdit, onRemove, onNotes }: CardProps) {
  const startLock = useStartCallLock();
  const save = useSavePoc(poc.brandId);
  const onCall = () => {
    if (canAddCallNotes)
      startLock.mutate({ brandId: poc.brandId, pocId: poc.pocId }, { onError: toastError });
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`poc-card-${poc.pocId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={3} style={{ minWidth: 0 }}>
          <PocName poc={poc} size="md" />
          <Group gap="md">
            {poc.departmentName && (
              <Group gap={4}>
                <IconBuilding size={14} aria-hidden />
                <Text size="xs">{poc.departmentName}</Text>
              </Group>
            )}
            {poc.cityName && (
              <Group gap={4}>
                <IconMapPin size={14} aria-hidden />
                <Text size="xs">{poc.cityName}</Text>
              </Group>
            )}
            {poc.reportsToPocName && (
              <Group gap={4}>
                <IconSitemap size={14} aria-hidden />
                <Text size="xs">Reports to {poc.reportsToPocName}</Text>
              </Group>
            )}
          </Group>
          {poc.pocEmail && (
            <Group gap={4} wrap="nowrap">
              <IconMail size={14} aria-hidden />
              <Anchor href={`mailto:${poc.pocEmail}`} size="sm">
                {poc.pocEmail}
              </Anchor>
            </Group>
          )}
          {poc.phoneNumbers.map((ph, i) => (
            <Group key={i} gap={4} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              <Anchor
                href={`tel:${ph.cc}${ph.number}`}
                size="sm"
                onClick={onCall}
                data-testid="poc-call"
              >
                {ph.cc} {ph.number}
              </Anchor>
              <Text size="xs" c="dimmed">
                {ph.type}
              </Text>
            </Group>
          ))}
          {poc.linkedInUrl && (
            <Group gap={4}>
              <IconBrandLinkedin size={14} aria-hidden />
              <Anchor href={poc.linkedInUrl} target="_blank" rel="noreferrer noopener" size="sm">
                LinkedIn
              </Anchor>
            </Group>
          )}
          {poc.customFields && (
            <CustomFieldValuesView
              entity="POC"
              values={poc.customFields}
              canEdit={canEdit}
              columns={2}
              onSave={(customFields) => save.mutateAsync({ pocId: poc.pocId, customFields })}
            />
          )}
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          {canAddCallNotes && (
            <Button
              component={Link}
              to={callNotesPath({ brandId: poc.brandId, pocId: poc.pocId })}
              variant="light"
              size="xs"
              leftSection={<IconNotes size={14} />}
            >
              Add call notes
            </Button>
          )}
          {onNotes && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconNote size={14} />}
              onClick={onNotes}
              aria-label={`Notes on ${poc.pocName}`}
              data-testid={`poc-notes-${poc.pocId}`}
            >
              Notes
            </Button>
          )}
          {canEdit && (
            <Group gap={4}>
              <Tooltip label="Edit">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit ${poc.pocName}`}
                  onClick={onEdit}
                  data-testid={`poc-edit-${poc.pocId}`}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${poc.pocName}`}
                  onClick={onRemove}
                  data-testid={`poc-remove-${poc.pocId}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The brand's POCs as cards, in the order given (primary first from the server); call notes only with canAddCallNotes, edit/remove only with canEdit, Notes with onNotes. */
export function PocCards<P extends PocCardData>({
  pocs,
  canEdit,
  canAddCallNotes,
  onEdit,
  onRemove,
  onNotes,
}: {
  pocs: P[];
  canEdit: boolean;
  canAddCallNotes: boolean;
  onEdit?: (p: P) => void;
  onRemove?: (p: P) => void;
  onNotes?: (p: P) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="poc-cards">
      {pocs.map((p) => (
        <PocCard
          key={p.pocId}
          poc={p}
          canEdit={canEdit}
          canAddCallNotes={canAddCallNotes}
          onEdit={() => onEdit?.(p)}
          onRemove={() => onRemove?.(p)}
          onNotes={onNotes && (() => onNotes(p))}
        />
      ))}
    </SimpleGrid>
  );
}
