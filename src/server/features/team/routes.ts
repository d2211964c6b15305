import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { resetPasswordSchema } from '../../../domain/accounts/schemas';
import type { TeamMember } from '../../../domain/staff/team';
import { teamMemberInputSchema } from '../../../domain/staff/team-member-input';
import { requestLocale } from '../../errors';
import { errorSchema } from '../catalogue/schemas';
import { staffMemberSchema, staffMemberView } from '../staff/schemas';
import { acceptInvitation, resendInvitation, type TeamContext } from './invitation';
import { createMember, editMember, removeMember } from './membership';
import { memberNotFound } from './refusals';
import { findMember, listMembers, type MemberRow } from './repo';
import { memberIdParams, teamMemberSavedSchema, teamSchema, teamMemberSchema } from './schemas';

const tags = ['back office: team'];
// Only administrators manage the team (spec back-office section 6).
const config = { access: 'admin' } as const;
const guarded = { 401: errorSchema, 403: errorSchema };
const refusals = { 400: errorSchema, ...guarded, 404: errorSchema, 409: errorSchema };

/**
 * The team (spec back-office sections 2, 3, 6 and 7: /back/admin/datas, data/{id}, create,
 * edite, delete), administrators only, and the invitation a new member accepts to choose their
 * password (ADR 21). Registered under `/api/admin`.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  const context = async (request: FastifyRequest): Promise<TeamContext> => ({
    actor: (await request.currentStaff())!,
    locale: requestLocale(request),
    publicUrl,
  });
  const view = (row: MemberRow, actorId: number): TeamMember => ({
    ...row,
    invitationExpiresAt: row.invitationPending ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
    isYou: row.id === actorId,
  });
  const read = async (request: FastifyRequest, id: number): Promise<TeamMember> => {
    const row = await findMember(db, id);
    if (!row) throw memberNotFound();
    return view(row, (await request.currentStaff())!.id);
  };

  app.get('/team', { config, schema: { tags, summary: 'The team, by last name', response: { 200: teamSchema, ...guarded } } }, async (request) => {
    const actorId = (await request.currentStaff())!.id;
    return { members: (await listMembers(db)).map((row) => view(row, actorId)) };
  });

  app.get(
    '/team/:id',
    { config, schema: { tags, summary: 'One member', params: memberIdParams, response: { 200: teamMemberSchema, ...refusals } } },
    (request) => read(request, request.params.id),
  );

  app.post(
    '/team',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a member and mails them an invitation to choose their password (409 naming a taken login or e-mail)',
        body: teamMemberInputSchema,
        response: { 201: teamMemberSavedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const id = await createMember(db, request.body, await context(request));
      return reply.status(201).send({ member: await read(request, id), sessionsEnded: false, invitationSent: true });
    },
  );

  app.put(
    '/team/:id',
    {
      config,
      schema: {
        tags,
        summary: "Saves a member; a new role ends the member's sessions; the last administrator keeps the role",
        params: memberIdParams,
        body: teamMemberInputSchema,
        response: { 200: teamMemberSavedSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await editMember(db, request.params.id, request.body, await context(request));
      return { member: await read(request, request.params.id), ...outcome };
    },
  );

  app.delete(
    '/team/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a member and ends their sessions (not oneself, never the last administrator); what they did stays',
        params: memberIdParams,
        response: { 204: z.null().describe('Deleted'), ...refusals },
      },
    },
    async (request, reply) => {
      await removeMember(db, request.params.id, await context(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/team/:id/invitation',
    {
      config,
      schema: {
        tags,
        summary: 'Mails a new invitation link to a member who has not chosen a password yet',
        params: memberIdParams,
        response: { 200: teamMemberSavedSchema, ...refusals },
      },
    },
    async (request) => {
      await resendInvitation(db, request.params.id, await context(request));
      return { member: await read(request, request.params.id), sessionsEnded: false, invitationSent: true };
    },
  );

  app.post(
    '/session/invitation',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A new member chooses their password from their invitation link, once, and is signed in',
        body: resetPasswordSchema,
        response: { 200: staffMemberSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const member = await acceptInvitation(db, request.body);
      await app.staffSessions.start(request, reply, member.id);
      return staffMemberView(member);
    },
  );
};
