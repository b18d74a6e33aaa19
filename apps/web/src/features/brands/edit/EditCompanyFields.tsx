import { Grid, Select, TextInput } from '@mantine/core';
import { CONTACT_TYPES, type BrandInfo } from '@crm/contracts';
import { NumberField } from '../../../components/NumberField';
import { CompanyPicker } from '../../../components/searchPickers';
import { useReference } from '../../../lib/referenceQueries';
import { REVENUE_RULE } from './brandEditForm';
import type { BrandEditForm } from './useBrandEditForm';

/** The brand edit form's company (the loaded one named), industry, category, contact type and revenue in crore. */
export function EditCompanyFields({ f, brand }: { f: BrandEditForm; brand: BrandInfo }) {
  const { data: ref } = useReference();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CompanyPicker
          label="Company"
          value={f.values.companyId}
          initial={
            brand.companyId && brand.companyName
              ? { value: String(brand.companyId), label: brand.companyName }
              : null
          }
          onChange={(v) => f.set('companyId', v)}
          testId="edit-company"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label="Industry"
          searchable
          clearable
          data={(ref?.industries ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={f.values.industryId}
          onChange={(v) => f.set('industryId', v)}
          data-testid="edit-industry"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label="Category"
          value={f.values.category}
          onChange={(e) => f.set('category', e.currentTarget.value)}
          error={f.errors.category}
          data-testid="edit-category"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Select
          label="Contact type"
          clearable
          data={[...CONTACT_TYPES]}
          value={f.values.contactType}
          onChange={(v) => f.set('contactType', v)}
          data-testid="edit-contact-type"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <NumberField
          label="Revenue (in Cr)"
          rule={REVENUE_RULE}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          value={f.values.brandRevenue}
          onChange={(v) => f.set('brandRevenue', v)}
          data-testid="edit-revenue"
        />
      </Grid.Col>
    </Grid>
  );
}
