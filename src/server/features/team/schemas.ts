import { z } from 'zod';
import { STAFF_ROLES } from '../../../domain/staff/staff';
import { idParams } from '../../../domain/ids';

/** Shapes of the team API's answers, for the serializer and the OpenAPI document. */

export const memberIdParams = idParams;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string().describe('As typed; shown in pairs of digits'),
  login: z.string(),
  line1: z.string(),
  line2: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  role: z.enum(STAFF_ROLES),
  invitationPending: z.boolean().describe('Invited and no password chosen yet: cannot sign in until then'),
  invitationExpiresAt: z.iso.datetime().nullable().describe('When the newest unused invitation link stops working (may be past)'),
  isYou: z.boolean().describe('The administrator who asks'),
});

export const teamSchema = z.object({ members: z.array(teamMemberSchema) });

export const teamMemberSavedSchema = z.object({
  member: teamMemberSchema,
  sessionsEnded: z.boolean().describe("The member's role changed: every session they had ended"),
  invitationSent: z.boolean().describe('An invitation mail was queued for them'),
});
