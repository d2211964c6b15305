import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../addresses/countries';
import { plainText } from '../plain-text';
import { STAFF_ROLES } from './staff';

/**
 * A team member as an administrator types them (spec back-office sections 2 and 3, the Admin
 * entity without its password: the member chooses it from their invitation, ADR 21). One
 * definition for the form of /back/creer-un-administrateur and /back/admin/edition/{id} and for
 * the API; messages are keys of the back office's catalogue (`back:team.validation.*`).
 *
 * Who the member is and how to reach them is required (names, e-mail, phone, login, role);
 * their postal address is optional: the shop does not need a home address to work with
 * someone, and keeps no personal data it does not need.
 */
const message = (key: string) => `back:team.validation.${key}`;

export const TEAM_MEMBER_MAX_LENGTHS = {
  lastName: 60,
  firstName: 60,
  email: 254,
  phone: 30,
  /** An e-mail address may be the login. */
  login: 254,
  line1: 120,
  line2: 120,
  zip: 12,
  city: 80,
} as const;

const required = (missing: string, max: number) =>
  z
    .string({ error: message(missing) })
    .trim()
    // Not aborting: an abort would also silence the login rule below (zod skips `when` checks then); a field's first message is the one shown.
    .min(1, message(missing))
    .max(max, message('tooLong'))
    .check(plainText);

const optional = (max: number) =>
  z
    .string({ error: message('invalid') })
    .trim()
    .max(max, message('tooLong'))
    .check(plainText)
    .default('');

const DIGIT = /\d/;
/** Digits, spaces and the signs people write in phone numbers: +33 (0)6 12-34.56 78. */
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;
/**
 * A login of its own: letters without accents, digits, dots, hyphens and underscores. A login
 * with an @ must be the member's own e-mail address (the demo's logins are): staff sign in
 * with either, so a login may never be somebody else's address.
 */
const LOGIN_PATTERN = /^[A-Za-z0-9._-]{3,60}$/;

const fieldsSchema = z.object({
  lastName: required('lastNameMissing', TEAM_MEMBER_MAX_LENGTHS.lastName),
  firstName: required('firstNameMissing', TEAM_MEMBER_MAX_LENGTHS.firstName),
  email: required('emailMissing', TEAM_MEMBER_MAX_LENGTHS.email).pipe(z.email(message('emailInvalid'))),
  phone: required('phoneMissing', TEAM_MEMBER_MAX_LENGTHS.phone)
    .regex(DIGIT, message('phoneDigit'))
    .regex(PHONE_CHARACTERS, message('phoneCharacters')),
  login: z
    .string({ error: message('loginMissing') })
    .trim()
    .min(1, message('loginMissing'))
    .max(TEAM_MEMBER_MAX_LENGTHS.login, message('loginInvalid'))
    .check(plainText),
  line1: optional(TEAM_MEMBER_MAX_LENGTHS.line1),
  line2: optional(TEAM_MEMBER_MAX_LENGTHS.line2),
  zip: optional(TEAM_MEMBER_MAX_LENGTHS.zip).refine((zip) => zip === '' || DIGIT.test(zip), message('zipDigit')),
  city: optional(TEAM_MEMBER_MAX_LENGTHS.city),
  country: z.enum(COUNTRY_CODES, { error: message('countryMissing') }).default(DEFAULT_COUNTRY),
  role: z.enum(STAFF_ROLES, { error: message('roleMissing') }),
});

const loginOnly = fieldsSchema.pick({ login: true });

export const teamMemberInputSchema = fieldsSchema.refine(
  (member) => LOGIN_PATTERN.test(member.login) || member.login.toLowerCase() === String(member.email).trim().toLowerCase(),
  {
    error: message('loginInvalid'),
    path: ['login'],
    // Said as soon as the login is typed, whatever the other fields hold.
    when: (payload) => loginOnly.safeParse(payload.value).success,
  },
);

export type TeamMemberInput = z.output<typeof teamMemberInputSchema>;
export type TeamMemberField = keyof TeamMemberInput;

/** In form order: the first invalid field is the one to focus. */
export const TEAM_MEMBER_FIELDS: readonly TeamMemberField[] = [
  'lastName',
  'firstName',
  'email',
  'phone',
  'login',
  'line1',
  'line2',
  'zip',
  'city',
  'country',
  'role',
];

/** What the form's controls hold: text as typed. */
export type TeamMemberFormValues = Record<TeamMemberField, string>;

export function blankTeamMemberForm(): TeamMemberFormValues {
  return {
    lastName: '',
    firstName: '',
    email: '',
    phone: '',
    login: '',
    line1: '',
    line2: '',
    zip: '',
    city: '',
    country: DEFAULT_COUNTRY,
    role: 'collaborator',
  };
}

/** One message key per invalid field (its first rule broken); empty when the member can be saved. */
export function teamMemberErrors(values: TeamMemberFormValues): Partial<Record<TeamMemberField, string>> {
  const result = teamMemberInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<TeamMemberField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TeamMemberField;
    if (TEAM_MEMBER_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
