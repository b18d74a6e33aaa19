import {
  BRAND_LIMITS,
  isValidUrlField,
  type BrandEditRequest,
  type BrandInfo,
  type BrandProfileExtras,
} from '@crm/contracts';
import { croreRule, lengthError, numberError } from '../../../lib/validation';

/** The brand edit form's values: text as typed, ids as text (null: none), revenue in crore as typed. */
export type BrandEditValues = {
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
/** The engagement choice that clears it. */
export const NOT_SET = 'NOT_SET';
/** The revenue field's rule (crore, lib/validation). */
export const REVENUE_RULE = croreRule('Revenue');

/** The form's values for the brand as loaded. */
export function initialForm(b: BrandInfo, p: BrandProfileExtras): BrandEditValues {
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
export function changes(
  from: BrandEditValues,
  to: BrandEditValues,
): Omit<BrandEditRequest, 'brandId'> {
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
export const errorsOf = (form: BrandEditValues) => ({
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
