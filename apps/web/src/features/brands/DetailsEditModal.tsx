import {
  Grid,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  BRAND_LIMITS,
  CONTACT_TYPES,
  ENGAGEMENTS,
  BrandEditRequest,
  isValidUrlField,
  type BrandInfo,
  type BrandProfileExtras,
} from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { NumberField } from '../../components/NumberField';
import { useReference } from '../../lib/referenceQueries';
import { croreRule, lengthError, numberError } from '../../lib/validation';
import { CitiesPicker } from './DetailsPickers';
import { CityPicker, CompanyPicker, cityText } from '../../components/searchPickers';
import { useEditBrand } from './profileQueries';
import { FormActions } from '../../components/FormActions';

type Form = {
  brandName: string;
  brandDescription: string;
  brandImageUrl: string;
  companyId: string | null;
  industryId: string | null;
  category: string;
  contactType: string | null;
  engagement: string;
  brandRevenue: number | string;
  website: string;
  linkedin: string;
  hqCityId: string | null;
  marketingOfficeCityIds: string[];
};

const URL_ERROR =
  'Enter a URL starting with http://, https:// or ftp:// without spaces, or leave it empty';
const NOT_SET = 'NOT_SET';
const REVENUE_RULE = croreRule('Revenue');

function initialForm(b: BrandInfo, p: BrandProfileExtras): Form {
  const url = (type: 'website' | 'linkedin') =>
    b.socialMedia.find((s) => s.type === type)?.url ?? '';
  return {
    brandName: b.brandName,
    brandDescription: b.brandDescription ?? '',
    brandImageUrl: b.brandImageUrl ?? '',
    companyId: b.companyId ? String(b.companyId) : null,
    industryId: b.industryId ? String(b.industryId) : null,
    category: p.category ?? '',
    contactType: b.contactType,
    engagement: b.engagement ?? NOT_SET,
    brandRevenue: b.brandRevenue ?? '',
    website: url('website'),
    linkedin: url('linkedin'),
    hqCityId: p.hqCity ? String(p.hqCity.id) : null,
    marketingOfficeCityIds: p.marketingOffices.map((o) => String(o.id)),
  };
}

/** The PATCH body of the fields that differ from the brand as loaded (null clears a field). */
function changes(from: Form, to: Form): Omit<BrandEditRequest, 'brandId'> {
  const out: Record<string, unknown> = {};
  const id = (v: string | null) => (v ? Number(v) : null);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (to.brandName.trim() !== from.brandName) out.brandName = to.brandName.trim();
  for (const k of ['brandDescription', 'brandImageUrl', 'category', 'website', 'linkedin'] as const)
    if (to[k].trim() !== from[k]) out[k] = to[k].trim();
  for (const k of ['companyId', 'industryId', 'hqCityId'] as const)
    if (to[k] !== from[k]) out[k] = id(to[k]);
  if (to.contactType !== from.contactType) out.contactType = to.contactType;
  if (to.engagement !== from.engagement)
    out.engagement = to.engagement === NOT_SET ? null : to.engagement;
  if (to.brandRevenue !== from.brandRevenue)
    out.brandRevenue = to.brandRevenue === '' ? null : Number(to.brandRevenue);
  if (!same([...to.marketingOfficeCityIds].sort(), [...from.marketingOfficeCityIds].sort()))
    out.marketingOfficeCityIds = to.marketingOfficeCityIds.map(Number);
  return out;
}

const urlError = (v: string) => (isValidUrlField(v.trim()) ? null : URL_ERROR);

/** The sentence of each field, shown as it is typed (Save stays disabled while there is one). */
const errorsOf = (form: Form) => ({
  brandName: form.brandName.trim()
    ? lengthError('Brand name', form.brandName.trim(), BRAND_LIMITS.name)
    : 'Brand name is required',
  brandDescription: lengthError(
    'Description',
    form.brandDescription.trim(),
    BRAND_LIMITS.description,
  ),
  category: lengthError('Category', form.category.trim(), BRAND_LIMITS.category),
  brandRevenue: numberError(form.brandRevenue, REVENUE_RULE),
  brandImageUrl: urlError(form.brandImageUrl),
  website: urlError(form.website),
  linkedin: urlError(form.linkedin),
});

/**
 * The brand edit form (spec 001 §3 Brand, §5 URL rule): name, description, image, company, industry,
 * category, contact type, engagement (Strong/Medium/Low), revenue in crore, website, LinkedIn, HQ and
 * marketing offices. Sends only the changed fields; toasts the server's answer. `admin`: sent as the
 * admin edit (PATCH /api/admin/brands/v2).
 */
export function DetailsEditModal({
  brand,
  profile,
  canMarkEngagement,
  onClose,
  admin = false,
}: {
  brand: BrandInfo;
  profile: BrandProfileExtras;
  canMarkEngagement: boolean;
  onClose: () => void;
  admin?: boolean;
}) {
  const [start] = useState(() => initialForm(brand, profile));
  const contract = useContractForm<Form>({
    initialValues: start,
    schema: BrandEditRequest,
    request: (v) => ({ brandId: brand.brandId, ...changes(start, v) }),
    sentences: errorsOf,
  });
  const form = contract.form.values;
  const set = <K extends keyof Form>(k: K, v: Form[K]) =>
    contract.form.setValues({ [k]: v } as Partial<Form>);
  const { data: ref } = useReference();
  const edit = useEditBrand(brand.brandId, admin);
  const errors = errorsOf(form);
  const invalid = !contract.valid;

  const save = (values: Form) => {
    const patch = changes(start, values);
    if (!Object.keys(patch).length) return onClose();
    edit.mutate(patch, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        onClose();
      },
      onError: toastError,
    });
  };

  return (
    <Modal opened onClose={onClose} title="Edit brand" size="xl" centered>
      <form onSubmit={contract.submit(save)} data-testid="brand-edit-form">
        <Stack gap="sm">
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Brand name"
                required
                value={form.brandName}
                onChange={(e) => set('brandName', e.currentTarget.value)}
                error={errors.brandName}
                data-testid="edit-name"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Image URL"
                value={form.brandImageUrl}
                onChange={(e) => set('brandImageUrl', e.currentTarget.value)}
                error={errors.brandImageUrl}
                data-testid="edit-image"
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            value={form.brandDescription}
            onChange={(e) => set('brandDescription', e.currentTarget.value)}
            error={errors.brandDescription}
            data-testid="edit-description"
          />
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CompanyPicker
                label="Company"
                value={form.companyId}
                initial={
                  brand.companyId && brand.companyName
                    ? { value: String(brand.companyId), label: brand.companyName }
                    : null
                }
                onChange={(v) => set('companyId', v)}
                testId="edit-company"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label="Industry"
                searchable
                clearable
                data={(ref?.industries ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
                value={form.industryId}
                onChange={(v) => set('industryId', v)}
                data-testid="edit-industry"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label="Category"
                value={form.category}
                onChange={(e) => set('category', e.currentTarget.value)}
                error={errors.category}
                data-testid="edit-category"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Contact type"
                clearable
                data={[...CONTACT_TYPES]}
                value={form.contactType}
                onChange={(v) => set('contactType', v)}
                data-testid="edit-contact-type"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <NumberField
                label="Revenue (in Cr)"
                rule={REVENUE_RULE}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                value={form.brandRevenue}
                onChange={(v) => set('brandRevenue', v)}
                data-testid="edit-revenue"
              />
            </Grid.Col>
          </Grid>
          {canMarkEngagement && (
            <Input.Wrapper label="Engagement">
              <div>
                <SegmentedControl
                  value={form.engagement}
                  onChange={(v) => set('engagement', v)}
                  data={[
                    { value: NOT_SET, label: 'Not set' },
                    ...ENGAGEMENTS.map((e) => ({ value: e, label: e })),
                  ]}
                  data-testid="edit-engagement"
                />
              </div>
            </Input.Wrapper>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Website"
                placeholder="https://"
                value={form.website}
                onChange={(e) => set('website', e.currentTarget.value)}
                error={errors.website}
                data-testid="edit-website"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="LinkedIn"
                placeholder="https://www.linkedin.com/company/…"
                value={form.linkedin}
                onChange={(e) => set('linkedin', e.currentTarget.value)}
                error={errors.linkedin}
                data-testid="edit-linkedin"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CityPicker
                label="HQ city"
                value={form.hqCityId}
                initial={
                  profile.hqCity
                    ? { value: String(profile.hqCity.id), label: cityText(profile.hqCity) }
                    : null
                }
                onChange={(v) => set('hqCityId', v)}
                testId="edit-hq"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CitiesPicker
                value={form.marketingOfficeCityIds}
                initial={profile.marketingOffices.map((o) => ({
                  value: String(o.id),
                  label: cityText(o),
                }))}
                onChange={(v) => set('marketingOfficeCityIds', v)}
              />
            </Grid.Col>
          </Grid>
          <FormActions
            onCancel={onClose}
            saving={edit.isPending}
            invalid={invalid}
            testId="edit-save"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
