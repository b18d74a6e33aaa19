import { Grid, TextInput } from '@mantine/core';
import type { BrandProfileExtras } from '@crm/contracts';
import { CityPicker, cityText } from '../../../components/searchPickers';
import { CitiesPicker } from '../DetailsPickers';
import type { BrandEditForm } from './useBrandEditForm';

/** The brand edit form's website and LinkedIn URLs, HQ city and marketing-office cities (the loaded ones named). */
export function EditPlaceFields({ f, profile }: { f: BrandEditForm; profile: BrandProfileExtras }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label="Website"
          placeholder="https://"
          value={f.values.website}
          onChange={(e) => f.set('website', e.currentTarget.value)}
          error={f.errors.website}
          data-testid="edit-website"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label="LinkedIn"
          placeholder="https://www.linkedin.com/company/…"
          value={f.values.linkedin}
          onChange={(e) => f.set('linkedin', e.currentTarget.value)}
          error={f.errors.linkedin}
          data-testid="edit-linkedin"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CityPicker
          label="HQ city"
          value={f.values.hqCityId}
          initial={
            profile.hqCity
              ? { value: String(profile.hqCity.id), label: cityText(profile.hqCity) }
              : null
          }
          onChange={(v) => f.set('hqCityId', v)}
          testId="edit-hq"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <CitiesPicker
          value={f.values.marketingOfficeCityIds}
          initial={profile.marketingOffices.map((o) => ({
            value: String(o.id),
            label: cityText(o),
          }))}
          onChange={(v) => f.set('marketingOfficeCityIds', v)}
        />
      </Grid.Col>
    </Grid>
  );
}
