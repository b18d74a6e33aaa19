import { Grid, Textarea, TextInput } from '@mantine/core';
import type { BrandEditForm } from './useBrandEditForm';

/** The brand edit form's name, image URL and description. */
export function EditNameFields({ f }: { f: BrandEditForm }) {
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label="Brand name"
            required
            value={f.values.brandName}
            onChange={(e) => f.set('brandName', e.currentTarget.value)}
            error={f.errors.brandName}
            data-testid="edit-name"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label="Image URL"
            value={f.values.brandImageUrl}
            onChange={(e) => f.set('brandImageUrl', e.currentTarget.value)}
            error={f.errors.brandImageUrl}
            data-testid="edit-image"
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={8}
        value={f.values.brandDescription}
        onChange={(e) => f.set('brandDescription', e.currentTarget.value)}
        error={f.errors.brandDescription}
        data-testid="edit-description"
      />
    </>
  );
}
