import { Modal, Stack } from '@mantine/core';
import type { PocDetail } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import { PocCustomFieldInputs } from './form/PocCustomFieldInputs';
import { PocIdentityFields } from './form/PocIdentityFields';
import { PocPhoneList } from './form/PocPhoneList';
import { PocPlaceFields } from './form/PocPlaceFields';
import { usePocForm } from './form/usePocForm';

/**
 * Add or edit a POC (spec 001 §3): name, role, email, phone numbers (cc, number, type), LinkedIn
 * (URL rule), primary switch, department (create inline), city search and reports-to; a new POC also
 * takes the POC custom fields (an existing one edits them on its card). PUT or PATCH
 * /api/brand/poc; the server's message is toasted; errors keep the dialog open.
 */
export function PocFormModal({
  brandId,
  poc,
  opened,
  others,
  onClose,
}: {
  brandId: number;
  poc: PocDetail | null;
  opened: boolean;
  others: PocDetail[];
  onClose: () => void;
}) {
  const pf = usePocForm({ brandId, poc, opened, onClose });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={poc ? `Edit ${poc.pocName}` : 'Add point of contact'}
      size="lg"
      centered
    >
      <form onSubmit={pf.onSubmit} noValidate data-testid="poc-form">
        <Stack gap="sm">
          <PocIdentityFields pf={pf} />
          <PocPhoneList pf={pf} />
          <PocPlaceFields pf={pf} brandId={brandId} poc={poc} others={others} />
          <PocCustomFieldInputs pf={pf} />
          <FormActions
            onCancel={onClose}
            saving={pf.saving}
            invalid={pf.overLimit}
            label={poc ? 'Save changes' : 'Add POC'}
            testId="poc-save"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
