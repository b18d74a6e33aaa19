import {
  CallNotesRequest,
  Crore,
  EventInventoryUpdateRequest,
  PocCreateRequest,
  SearchFor,
  StageFields,
} from '@crm/contracts';
import { formatIndian } from './format';

/**
 * Client-side field checks that refuse a bad value with a sentence instead of changing it:
 * no clamping, no truncating. Limits come from the contracts schemas.
 */

/**
 * Text limits of the forms, in characters, read from the contracts schemas where they can be; the POC
 * role, email and LinkedIn limits are those of contracts pocs.ts (their schemas transform the text).
 */
export const TEXT_LIMITS = {
  callNote: CallNotesRequest.shape.note.maxLength ?? 0,
  lostReason: StageFields.shape.lostReason.unwrap().unwrap().maxLength ?? 0,
  eiNotes: EventInventoryUpdateRequest.shape.notes.unwrap().unwrap().maxLength ?? 0,
  search: SearchFor.unwrap().maxLength ?? 0,
  pocName: PocCreateRequest.shape.name.maxLength ?? 0,
  pocRole: 120,
  pocEmail: 254,
  pocLinkedIn: 500,
} as const;

/** 'Note can be at most 5,000 characters' when `value` is longer than `max`, else null. */
export function lengthError(label: string, value: string, max: number): string | null {
  return value.length > max ? `${label} can be at most ${formatIndian(max)} characters` : null;
}

/** The range a number field accepts: whole numbers only (`integer`) or at most `decimals` places. */
export type NumberRule = {
  label: string;
  min: number;
  max: number;
  integer?: boolean;
  decimals?: number;
  unit?: string;
};

/** Money in crore (contracts `Crore`): 0 to 10,00,000 Cr, two decimal places as stored. */
export const croreRule = (label: string): NumberRule => ({
  label,
  min: Crore.minValue ?? 0,
  max: Crore.maxValue ?? 0,
  decimals: 2,
  unit: 'Cr',
});

const propertyCount = EventInventoryUpdateRequest.shape.propertyCount.unwrap();
/** An event inventory's property count (contracts): a whole number from 0 to 1,00,000. */
export const PROPERTY_COUNT_RULE: NumberRule = {
  label: 'Property count',
  min: propertyCount.minValue ?? 0,
  max: propertyCount.maxValue ?? 0,
  integer: true,
};

const decimalPlaces = (s: string) =>
  s.includes('.') ? s.split('.')[1].replace(/0+$/, '').length : 0;

/**
 * What is wrong with a number field's value (Mantine NumberInput gives a number, or a string while
 * partial or too large), as a sentence; null when empty or fine.
 */
export function numberError(value: number | string, rule: NumberRule): string | null {
  const text = String(value).replace(/,/g, '').trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return `${rule.label} must be a number`;
  if (rule.integer && !Number.isInteger(n)) return `${rule.label} must be a whole number`;
  if (n < rule.min || n > rule.max)
    return `${rule.label} must be between ${formatIndian(rule.min)} and ${formatIndian(rule.max)}${rule.unit ? ` ${rule.unit}` : ''}`;
  if (rule.decimals !== undefined && decimalPlaces(text) > rule.decimals)
    return `${rule.label} can have at most ${rule.decimals} decimal places`;
  return null;
}
