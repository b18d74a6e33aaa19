import { Paper, TextInput } from '@mantine/core';
import { MESSAGES, type BrandPairingsResult } from '@crm/contracts';
import { lengthError, TEXT_LIMITS } from '../../../lib/validation';
import type { Edit } from './pairingEdit';
import { PairingFields } from './PairingFields';
import { PairingHeader } from './PairingHeader';

type Pairing = BrandPairingsResult['pairings'][number];

/**
 * One pairing of the call notes form: its checkbox, stage, follow-up and link; once checked, the new
 * stage, values in crore and follow-up date, and the lost reason when it moves to Not Interested.
 */
export function PairingEditor({
  p,
  ed,
  lostError,
  onChange,
}: {
  p: Pairing;
  ed: Edit;
  lostError: boolean;
  onChange: (e: Partial<Edit>) => void;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={ed.checked ? undefined : 'var(--mantine-color-gray-light)'}
      data-testid={`callnotes-pairing-${p.eiId}`}
    >
      <PairingHeader p={p} checked={ed.checked} onCheck={(checked) => onChange({ checked })} />
      {ed.checked && <PairingFields p={p} ed={ed} onChange={onChange} />}
      {ed.checked && ed.stage === 'NOT_INTERESTED' && (
        <TextInput
          mt="xs"
          size="xs"
          label="Lost reason"
          required
          value={ed.lostReason}
          onChange={(e) => onChange({ lostReason: e.currentTarget.value })}
          error={
            lostError && !ed.lostReason.trim()
              ? MESSAGES.lostReasonRequired
              : lengthError('Lost reason', ed.lostReason.trim(), TEXT_LIMITS.lostReason)
          }
          data-testid={`callnotes-lost-${p.eiId}`}
        />
      )}
    </Paper>
  );
}
