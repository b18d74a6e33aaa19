import { AdminUserFields, type AdminUserProfile, type RoleCode } from '@crm/contracts';

/** The add / edit user form's values as the inputs hold them (ids as text, null for none). */
export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  roles: RoleCode[];
  verticalId: string | null;
  designation: string;
  teamOwnerId: string | null;
};

/** A new user's form: every field empty. */
export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  roles: [],
  verticalId: null,
  designation: '',
  teamOwnerId: null,
};

const isEmail = (v: string) => AdminUserFields.shape.email.safeParse(v).success;

/** The form of a user being edited. */
export const fromProfile = (p: AdminUserProfile): UserFormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  roles: p.roles,
  verticalId: p.verticalId ? String(p.verticalId) : null,
  designation: p.designation ?? '',
  teamOwnerId: p.teamOwnerId ? String(p.teamOwnerId) : null,
});

/** 'First name is required', '… can be at most 100 characters', or null. */
const nameError = (label: string, v: string) => {
  if (!v.trim()) return `${label} is required`;
  return v.trim().length > 100 ? `${label} can be at most 100 characters` : null;
};

/** 'Email is required', 'Enter a valid email address', or null. */
const emailError = (v: string) => {
  if (!v.trim()) return 'Email is required';
  return isEmail(v.trim()) ? null : 'Enter a valid email address';
};

/** The sentence for each invalid field of the form, or null (names ≤ 100, a valid email, a role). */
export function userFormErrors(f: UserFormValues) {
  return {
    firstName: nameError('First name', f.firstName),
    lastName: nameError('Last name', f.lastName),
    email: emailError(f.email),
    roles: f.roles.length ? null : 'Choose at least one role',
    designation:
      f.designation.trim().length > 100 ? 'Designation can be at most 100 characters' : null,
  };
}

/** A form field that shows an error. */
export type UserFormErrorField = keyof ReturnType<typeof userFormErrors>;

/** The user fields a form sends (trimmed; empty designation is none). A new user sets their own password from the invitation mail. */
export const userRequestOf = (form: UserFormValues) => ({
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  email: form.email.trim(),
  roles: form.roles,
  verticalId: form.verticalId ? Number(form.verticalId) : null,
  designation: form.designation.trim() || null,
  teamOwnerId: form.teamOwnerId ? Number(form.teamOwnerId) : null,
});
