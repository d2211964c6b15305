import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { emailOnlySchema, resetPasswordSchema } from '../../../domain/accounts/schemas';
import { staffSignInSchema } from '../../../domain/staff/sign-in';
import { backResources } from '../../../i18n/back';
import { i18nFor, translatorFor } from '../../../i18n/instance';
import { LOCALES } from '../../../domain/locale';
import { requestLocale } from '../../errors';
import { RATE_LIMITS } from '../accounts/rate-limits';
import { messageSchema } from '../accounts/schemas';
import { errorSchema } from '../catalogue/schemas';
import { requestStaffPasswordReset, resetStaffPassword } from './password-reset';
import { countUnconsultedOrders, rememberStaffLocale } from './repo';
import { staffMemberSchema, staffMemberView, sidebarSchema } from './schemas';
import { authenticateStaff } from './sign-in';

const tags = ['back office: session'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };
const message = (request: FastifyRequest, key: string) => ({ message: translatorFor(requestLocale(request))(key) });
const view = staffMemberView;

/** Staff sign-in, who am I, sign-out and password reset by mail; and the sidebar's figures. Registered under `/api/admin`. */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  // The API answers staff errors in the back office's words.
  for (const locale of LOCALES) i18nFor(locale).addResourceBundle(locale, 'back', backResources[locale]);

  app.post(
    '/session',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.signIn },
      schema: {
        tags,
        summary: 'Staff sign-in with login or e-mail (sets the staff session cookie)',
        body: staffSignInSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await authenticateStaff(db, request.body.email, request.body.password, request.ip);
      await app.staffSessions.start(request, reply, member.id);
      await rememberStaffLocale(db, member.id, requestLocale(request));
      return view(member);
    },
  );

  app.get(
    '/session',
    { config: { access: 'staff' }, schema: { tags, summary: 'The signed-in staff member', response: { 200: staffMemberSchema, ...errors } } },
    async (request) => {
      const member = (await request.currentStaff())!;
      // The back office asks who is signed in as it opens, in the language it shows.
      await rememberStaffLocale(db, member.id, requestLocale(request));
      return view(member);
    },
  );

  app.delete(
    '/session',
    { config: { access: 'public' }, schema: { tags, summary: 'Staff sign-out (the session is deleted)', response: { 204: z.null() } } },
    async (request, reply) => {
      await app.staffSessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/session/password/forgot',
    {
      config: { access: 'public', rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'Mail a staff password reset link (same answer for any address)',
        body: emailOnlySchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestStaffPasswordReset(db, request.body.email, requestLocale(request), publicUrl);
      return reply.status(202).send(message(request, 'back:messages.resetRequested'));
    },
  );

  app.post(
    '/session/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new staff password from a reset link (ends every session of that staff member)',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetStaffPassword(db, request.body);
      return message(request, 'back:messages.passwordReset');
    },
  );

  app.get(
    '/sidebar',
    { config: { access: 'staff' }, schema: { tags, summary: "The sidebar's badge figures", response: { 200: sidebarSchema, ...errors } } },
    async () => ({ unconsultedOrders: await countUnconsultedOrders(db) }),
  );
};
