import {
  checkCustomFieldValue,
  PHONE_TYPES,
  PocCreateRequest,
  type CustomField,
  type PocDetail,
} from '@crm/contracts';
import { lengthError, TEXT_LIMITS } from '../../../lib/validation';
import type { Draft } from '../../customFields';

/** One phone number of the form: country code, number and type. */
export type Phone = { cc: string; number: string; type: (typeof PHONE_TYPES)[number] };

/** The POC form's values (spec 001 §3). */
export type PocForm = {
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

/** The form's values for `p` (a blank form for a new POC); an unknown phone type reads OTHER. */
export const fromPoc = (p: PocDetail | null): PocForm => ({
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
export const fieldsOf = (form: PocForm) => ({
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

/** Over-long text, refused as it is typed (Save disabled). */
export const tooLongOf = (form: PocForm) => ({
  name: lengthError('Name', form.name.trim(), TEXT_LIMITS.pocName),
  role: lengthError('Role', form.role.trim(), TEXT_LIMITS.pocRole),
  email: lengthError('Email', form.email.trim(), TEXT_LIMITS.pocEmail),
  linkedInUrl: lengthError('LinkedIn', form.linkedInUrl.trim(), TEXT_LIMITS.pocLinkedIn),
});

/** Each phone's sentence by request path (`phoneNumbers.<i>`): a country code like +91 and 4–15 digits. */
const phoneSentences = (phones: Phone[]) =>
  Object.fromEntries(
    phones.map((p, i) => [
      `phoneNumbers.${i}`,
      /^\+?\d{1,4}$/.test(p.cc.trim()) && /^\d{4,15}$/.test(p.number.replace(/[\s-]/g, ''))
        ? null
        : 'Country code like +91 and 4–15 digits',
    ]),
  );

/** Each custom field's sentence by `custom.<id>`: the field's label and what its draft lacks. */
const customSentences = (form: PocForm, customFields: CustomField[] | null) =>
  Object.fromEntries(
    (customFields ?? []).map((f) => {
      const c = checkCustomFieldValue(f, form.custom[String(f.id)] ?? null);
      return [`custom.${f.id}`, c.ok ? null : `${f.label} ${c.error}`];
    }),
  );

/**
 * The sentence of each field (request paths; a new POC's custom fields as `custom.<id>`): over-long
 * text first, then the checks that show once Save is tried.
 */
export function sentencesOf(form: PocForm, customFields: CustomField[] | null) {
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
    ...phoneSentences(form.phones),
    ...customSentences(form, customFields),
  };
}

/** The 'Reports to' choices: the brand's other POCs, as 'name · role'. */
export const managerOptions = (others: PocDetail[], poc: PocDetail | null) =>
  others
    .filter((o) => o.pocId !== poc?.pocId)
    .map((o) => ({
      value: String(o.pocId),
      label: o.pocRole ? `${o.pocName} · ${o.pocRole}` : o.pocName,
    }));
