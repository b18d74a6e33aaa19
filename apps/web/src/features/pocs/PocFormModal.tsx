import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import {
  checkCustomFieldValue,
  PHONE_TYPES,
  PocCreateRequest,
  PocUpdateRequest,
  type CustomField,
  type PocDetail,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { DepartmentPicker } from './pickers';
import { CityPicker } from '../../components/searchPickers';
import { lengthError, TEXT_LIMITS } from '../../lib/validation';
import { CustomFieldInput, type Draft, useCustomFields, sentCustomValues } from '../customFields';
import { useSavePoc } from './queries';
import { ThrottledButton } from '../../components/ThrottledButton';

type Phone = { cc: string; number: string; type: (typeof PHONE_TYPES)[number] };
type Form = {
  name: string;
  role: string;
  email: string;
  phones: Phone[];
  linkedInUrl: string;
  primary: boolean;
  departmentId: number | null;
  cityId: number | null;
  reportsToPocId: number | null;
  /** A new POC's custom-field drafts by field id. */
  custom: Record<string, Draft>;
};

/** The URL rule of spec 001 §5: empty, or ftp/http/https with no spaces. */
const isSpecUrl = (s: string) => /^((ftp|https?)\S*)?$/i.test(s.trim());
/** Empty, or an email address the contracts' POC email accepts. */
const isEmail = (s: string) =>
  !s.trim() ||
  (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim()) &&
    PocCreateRequest.shape.email.safeParse(s).success);

const fromPoc = (p: PocDetail | null): Form => ({
  name: p?.pocName ?? '',
  role: p?.pocRole ?? '',
  email: p?.pocEmail ?? '',
  phones: (p?.phoneNumbers ?? []).map((x) => ({
    cc: x.cc,
    number: x.number,
    type: ((PHONE_TYPES as readonly string[]).includes(x.type) ? x.type : 'OTHER') as Phone['type'],
  })),
  linkedInUrl: p?.linkedInUrl ?? '',
  primary: p?.pocIsPrimary ?? false,
  departmentId: p?.departmentId ?? null,
  cityId: p?.cityId ?? null,
  reportsToPocId: p?.reportsToPocId ?? null,
  custom: {},
});

/** The POC fields the form sends: trimmed text, the phone list, the pickers' ids. */
const fieldsOf = (form: Form) => ({
  name: form.name.trim(),
  role: form.role.trim(),
  email: form.email.trim(),
  phoneNumbers: form.phones,
  linkedInUrl: form.linkedInUrl.trim(),
  pocIsPrimary: form.primary,
  departmentId: form.departmentId,
  cityId: form.cityId,
  reportsToPocId: form.reportsToPocId,
});

/** A form error as the text a custom-field input takes. */
const textOf = (error: ReactNode) => (typeof error === 'string' && error ? error : undefined);

/** Over-long text, refused as it is typed (Save disabled). */
const tooLongOf = (form: Form) => ({
  name: lengthError('Name', form.name.trim(), TEXT_LIMITS.pocName),
  role: lengthError('Role', form.role.trim(), TEXT_LIMITS.pocRole),
  email: lengthError('Email', form.email.trim(), TEXT_LIMITS.pocEmail),
  linkedInUrl: lengthError('LinkedIn', form.linkedInUrl.trim(), TEXT_LIMITS.pocLinkedIn),
});

/**
 * The sentence of each field (request paths; a new POC's custom fields as `custom.<id>`): over-long
 * text first, then the checks that show once Save is tried.
 */
function sentencesOf(form: Form, customFields: CustomField[] | null) {
  const tooLong = tooLongOf(form);
  return {
    name: tooLong.name ?? (form.name.trim() ? null : 'Name is required'),
    role: tooLong.role,
    email: tooLong.email ?? (isEmail(form.email) ? null : 'Enter a valid email'),
    linkedInUrl:
      tooLong.linkedInUrl ??
      (isSpecUrl(form.linkedInUrl)
        ? null
        : 'LinkedIn must start with http, https or ftp and contain no spaces'),
    ...Object.fromEntries(
      form.phones.map((p, i) => [
        `phoneNumbers.${i}`,
        /^\+?\d{1,4}$/.test(p.cc.trim()) && /^\d{4,15}$/.test(p.number.replace(/[\s-]/g, ''))
          ? null
          : 'Country code like +91 and 4–15 digits',
      ]),
    ),
    ...Object.fromEntries(
      (customFields ?? []).map((f) => {
        const c = checkCustomFieldValue(f, form.custom[String(f.id)] ?? null);
        return [`custom.${f.id}`, c.ok ? null : `${f.label} ${c.error}`];
      }),
    ),
  };
}

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
  const save = useSavePoc(brandId);
  const customFields = useCustomFields('POC').data?.fields ?? [];
  const creating = poc === null;
  const contract = useContractForm<Form>({
    initialValues: fromPoc(poc),
    schema: creating ? PocCreateRequest : PocUpdateRequest,
    request: (v) =>
      poc
        ? { pocId: poc.pocId, ...fieldsOf(v) }
        : { brandId, ...fieldsOf(v), customFields: sentCustomValues(customFields, v.custom) },
    sentences: (v) => sentencesOf(v, creating ? customFields : null),
  });
  const { restart, submit } = contract;
  const form = contract.form.values;
  const errors = contract.form.errors;
  useEffect(() => {
    if (opened) restart(fromPoc(poc));
  }, [opened, poc, restart]);
  const set = <K extends keyof Form>(k: K, v: Form[K]) =>
    contract.form.setValues({ [k]: v } as Partial<Form>);
  const setPhone = (i: number, patch: Partial<Phone>) =>
    set(
      'phones',
      form.phones.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
  // Over-long text is refused as it is typed (Save disabled); the other checks show once Save is tried.
  const tooLong = tooLongOf(form);
  const overLimit = Object.values(tooLong).some(Boolean);

  const onSubmit = submit(async (v) => {
    const values = sentCustomValues(customFields, v.custom);
    try {
      const res = await save.mutateAsync(
        poc
          ? { pocId: poc.pocId, ...fieldsOf(v) }
          : {
              brandId,
              ...fieldsOf(v),
              ...(Object.keys(values).length ? { customFields: values } : {}),
            },
      );
      toastSuccess(res.message);
      onClose();
    } catch (err) {
      toastError(err);
    }
  });

  const managers = others
    .filter((o) => o.pocId !== poc?.pocId)
    .map((o) => ({
      value: String(o.pocId),
      label: o.pocRole ? `${o.pocName} · ${o.pocRole}` : o.pocName,
    }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={poc ? `Edit ${poc.pocName}` : 'Add point of contact'}
      size="lg"
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="poc-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              required
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={tooLong.name ?? errors.name}
              data-autofocus
              data-testid="poc-name"
            />
            <TextInput
              label="Role"
              value={form.role}
              onChange={(e) => set('role', e.currentTarget.value)}
              error={tooLong.role}
              placeholder="e.g. Head of Sponsorships"
              data-testid="poc-role"
            />
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={tooLong.email ?? errors.email}
              data-testid="poc-email"
            />
            <TextInput
              label="LinkedIn"
              value={form.linkedInUrl}
              onChange={(e) => set('linkedInUrl', e.currentTarget.value)}
              error={tooLong.linkedInUrl ?? errors.linkedInUrl}
              placeholder="https://www.linkedin.com/in/…"
              data-testid="poc-linkedin"
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Phone numbers
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  set('phones', [...form.phones, { cc: '+91', number: '', type: 'MOBILE' }])
                }
                disabled={form.phones.length >= 5}
                data-testid="poc-add-phone"
              >
                Add phone
              </Button>
            </Group>
            {form.phones.length === 0 && (
              <Text size="xs" c="dimmed">
                No phone numbers.
              </Text>
            )}
            {form.phones.map((p, i) => (
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={`Country code ${i + 1}`}
                  value={p.cc}
                  onChange={(e) => setPhone(i, { cc: e.currentTarget.value })}
                  w={72}
                  data-testid={`poc-phone-cc-${i}`}
                />
                <TextInput
                  aria-label={`Number ${i + 1}`}
                  value={p.number}
                  onChange={(e) => setPhone(i, { number: e.currentTarget.value })}
                  error={errors[`phoneNumbers.${i}`]}
                  style={{ flex: 1 }}
                  data-testid={`poc-phone-number-${i}`}
                />
                <Select
                  aria-label={`Type ${i + 1}`}
                  data={[...PHONE_TYPES]}
                  value={p.type}
                  onChange={(v) => v && setPhone(i, { type: v as Phone['type'] })}
                  allowDeselect={false}
                  w={120}
                  data-testid={`poc-phone-type-${i}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove phone ${i + 1}`}
                  onClick={() =>
                    set(
                      'phones',
                      form.phones.filter((_, j) => j !== i),
                    )
                  }
                  mt={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DepartmentPicker
              brandId={brandId}
              value={form.departmentId}
              onChange={(v) => set('departmentId', v)}
              canCreate
            />
            <CityPicker
              label="City"
              value={form.cityId ? String(form.cityId) : null}
              initial={
                form.cityId && poc?.cityName
                  ? {
                      value: String(form.cityId),
                      label: `${poc.cityName}${poc.stateName ? `, ${poc.stateName}` : ''}`,
                    }
                  : null
              }
              onChange={(v) => set('cityId', v ? Number(v) : null)}
              testId="poc-city"
            />
            <Select
              label="Reports to"
              placeholder="Nobody"
              searchable
              clearable
              data={managers}
              value={form.reportsToPocId ? String(form.reportsToPocId) : null}
              onChange={(v) => set('reportsToPocId', v ? Number(v) : null)}
              comboboxProps={{ withinPortal: true }}
              data-testid="poc-reports-to"
            />
            <Switch
              label="Primary contact"
              description="Only one POC of a brand is primary"
              checked={form.primary}
              onChange={(e) => set('primary', e.currentTarget.checked)}
              mt="lg"
              data-testid="poc-primary"
            />
          </SimpleGrid>
          {creating && customFields.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {customFields.map((f) => (
                <CustomFieldInput
                  key={f.id}
                  field={f}
                  value={form.custom[String(f.id)] ?? null}
                  error={textOf(errors[`custom.${f.id}`])}
                  onChange={(v) => set('custom', { ...form.custom, [String(f.id)]: v })}
                />
              ))}
            </SimpleGrid>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <ThrottledButton
              type="submit"
              loading={save.isPending}
              disabled={overLimit}
              data-testid="poc-save"
            >
              {poc ? 'Save changes' : 'Add POC'}
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
