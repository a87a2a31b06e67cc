import {
  DEFAULT_PORTFOLIO_URL_TYPE,
  portfolioPath,
  portfolioUrlTypeSchema,
  updateProfileRequestSchema,
  type CurrentUser,
  type PortfolioUrlType,
  type UpdateProfileRequest,
} from '@lumafolio/contracts';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/api-errors';

/** The editable profile fields (PUT /api/profile), as the form holds them. */
export interface ProfileFormValues {
  username: string;
  firstName: string;
  lastName: string;
  tagline: string;
  bio: string;
  portfolioUrlType: PortfolioUrlType;
  /** Each a full URL or a bare handle or host (spec 01 §2 "Social links"); empty removes it. */
  instagram: string;
  twitter: string;
  website: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

const TEXT_FIELDS = ['username', 'firstName', 'lastName', 'tagline', 'bio', 'instagram', 'twitter', 'website'] as const satisfies readonly ProfileField[];
const FIELDS: readonly ProfileField[] = [...TEXT_FIELDS, 'portfolioUrlType'];

export type ProfileSource = Pick<
  CurrentUser,
  'username' | 'firstName' | 'lastName' | 'tagline' | 'bio' | 'portfolioUrlType' | 'instagram' | 'twitter' | 'website'
>;

/** The stored profile as form values (missing values become ''; an unknown URL type the default). */
export function profileFormValues(user: ProfileSource): ProfileFormValues {
  const type = portfolioUrlTypeSchema.safeParse(user.portfolioUrlType);
  return {
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    tagline: user.tagline ?? '',
    bio: user.bio ?? '',
    portfolioUrlType: type.success ? type.data : DEFAULT_PORTFOLIO_URL_TYPE,
    instagram: user.instagram ?? '',
    twitter: user.twitter ?? '',
    website: user.website ?? '',
  };
}

/**
 * The fields that differ from the stored values (surrounding spaces do not count, the
 * server trims them). Only these are sent: every field of PUT /api/profile is optional.
 */
export function changedProfileFields(stored: ProfileFormValues, current: ProfileFormValues): Partial<ProfileFormValues> {
  const changes: Partial<ProfileFormValues> = {};
  for (const field of TEXT_FIELDS) {
    if (current[field].trim() !== stored[field].trim()) changes[field] = current[field];
  }
  if (current.portfolioUrlType !== stored.portfolioUrlType) changes.portfolioUrlType = current.portfolioUrlType;
  return changes;
}

export function hasProfileChanges(stored: ProfileFormValues, current: ProfileFormValues): boolean {
  return Object.keys(changedProfileFields(stored, current)).length > 0;
}

export type ProfileCheck = { ok: true; request: UpdateProfileRequest } | { ok: false; errors: ProfileFieldErrors };

/** Checks the changes with the shared contract before they are sent (the server checks them again). */
export function checkProfileChanges(changes: Partial<ProfileFormValues>): ProfileCheck {
  const result = updateProfileRequestSchema.safeParse(changes);
  if (result.success) return { ok: true, request: result.data };
  const errors: ProfileFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isProfileField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Inline messages for a failed save: a 400's field errors, and a 409 (username taken) on the username. */
export function profileErrorsFromResponse(error: unknown): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (isProfileField(field)) errors[field] = message;
  }
  if (isApiError(error) && error.status === 409 && !errors.username) errors.username = error.message;
  return errors;
}

function isProfileField(field: string): field is ProfileField {
  return (FIELDS as readonly string[]).includes(field);
}

/** The portfolio path the form's values would give (live preview), with the user's id for the fallbacks. */
export function previewPortfolioPath(id: string, values: ProfileFormValues): string {
  return portfolioPath({ id, ...values });
}

/** The choices of the portfolio URL type select. */
export const PORTFOLIO_URL_TYPE_OPTIONS: ReadonlyArray<{ value: PortfolioUrlType; label: string }> = [
  { value: 'username', label: 'Username' },
  { value: 'fullname_dash', label: 'Full name with a dash (first-last)' },
  { value: 'fullname_dot', label: 'Full name with a dot (first.last)' },
  { value: 'replit_id', label: 'Account ID' },
];

/** Whether a name-based URL type falls back to the username because a name is missing. */
export function urlTypeFallsBack(values: ProfileFormValues): boolean {
  const named = values.portfolioUrlType === 'fullname_dash' || values.portfolioUrlType === 'fullname_dot';
  return named && (values.firstName.trim() === '' || values.lastName.trim() === '');
}
