import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import {
  changePasswordSchema,
  confirmEmailChangeSchema,
  confirmRegistrationSchema,
  deleteAccountSchema,
  emailOnlySchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
} from '../../../domain/accounts/schemas';
import { translatorFor } from '../../../i18n/instance';
import { requestLocale } from '../../errors';
import { mergeGuestCart } from '../cart/merge';
import { errorSchema } from '../catalogue/schemas';
import { changePassword, deleteAccount } from './credentials';
import { requestPasswordReset, resetPassword } from './password-reset';
import { accountView, confirmEmailChange, updateProfile } from './profile';
import { perCustomerLimit, RATE_LIMITS } from './rate-limits';
import { confirmRegistration, register, resendConfirmation } from './registration';
import { accountSchema, messageSchema, profileSavedSchema, signedInSchema } from './schemas';
import { authenticate } from './sign-in';
import { signedInCustomer } from './signed-in';

const tags = ['account'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };
const message = (request: FastifyRequest, key: string) => ({ message: translatorFor(requestLocale(request))(key) });

/** The customer's account: sign-up, sign-in, password reset, personal information, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.post(
    '/store/account/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags,
        summary: 'Create an account (answers the same whether or not the address has one)',
        body: registerSchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await register(db, request.body, requestLocale(request), publicUrl);
      return reply.status(202).send(message(request, 'account:messages.registered'));
    },
  );

  app.post(
    '/store/account/confirm',
    {
      schema: {
        tags,
        summary: 'Activate an account from its confirmation link; alreadyActive: the link was followed before',
        body: confirmRegistrationSchema,
        response: { 200: z.object({ confirmed: z.literal(true), alreadyActive: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { alreadyActive } = await confirmRegistration(db, request.body);
      return { confirmed: true as const, alreadyActive };
    },
  );

  app.post(
    '/store/account/confirm/resend',
    {
      config: { rateLimit: RATE_LIMITS.resendConfirmation },
      schema: {
        tags,
        summary: 'Send the confirmation link again (same answer for any address)',
        body: emailOnlySchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendConfirmation(db, request.body.email, publicUrl);
      return reply.status(202).send(message(request, 'account:messages.confirmationResent'));
    },
  );

  app.post(
    '/store/account/login',
    {
      config: { rateLimit: RATE_LIMITS.signIn },
      schema: { tags, summary: 'Sign in (sets the session cookie)', body: signInSchema, response: { 200: signedInSchema, ...errors } },
    },
    async (request, reply) => {
      const customer = await authenticate(db, request.body.email, request.body.password, request.ip);
      await app.customerSessions.start(request, reply, customer.id);
      // The cart built as a guest joins the customer's cart, once (GUIDE 3.5).
      await mergeGuestCart(db, request, reply, customer.id);
      const { firstName, lastName, email } = customer;
      return { customer: { firstName, lastName, email } };
    },
  );

  app.post('/store/account/logout', { schema: { tags, summary: 'Sign out (the session is deleted)' } }, async (request, reply) => {
    await app.customerSessions.end(request, reply);
    return reply.status(204).send();
  });

  app.post(
    '/store/account/password/forgot',
    {
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for any address)',
        body: emailOnlySchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, request.body.email, publicUrl);
      return reply.status(202).send(message(request, 'account:messages.resetRequested'));
    },
  );

  app.post(
    '/store/account/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link (signs out every session)',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return message(request, 'account:messages.passwordReset');
    },
  );

  app.get('/store/account', { schema: { tags, summary: 'The signed-in customer', response: { 200: accountSchema, ...errors } } }, async (request) => {
    return accountView(db, await signedInCustomer(request, db));
  });

  app.patch(
    '/store/account/profile',
    {
      // A new address gets a mail: limited like the other calls that send one, per IP and per customer.
      config: { rateLimit: RATE_LIMITS.profile },
      preHandler: perCustomerLimit(app, RATE_LIMITS.profilePerCustomer),
      schema: {
        tags,
        summary: 'Change names now; a new e-mail address after confirming it',
        body: profileSchema,
        response: { 200: profileSavedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await signedInCustomer(request, db);
      const changes = await updateProfile(db, customer, request.body, publicUrl);
      const { acceptsNewsletter: _, ...account } = await accountView(db, { ...customer, ...changes.names });
      return { ...account, ...message(request, changes.newEmail ? 'account:messages.emailChangeRequested' : 'account:messages.profileSaved') };
    },
  );

  app.post(
    '/store/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Apply a new e-mail address from the link mailed to it',
        body: confirmEmailChangeSchema,
        response: { 200: z.object({ email: z.string() }), ...errors },
      },
    },
    async (request) => ({ email: await confirmEmailChange(db, request.body.code) }),
  );

  app.put(
    '/store/account/password',
    {
      schema: { tags, summary: 'Change the password (other sessions end)', body: changePasswordSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request, reply) => {
      const customer = await signedInCustomer(request, db);
      await changePassword(db, customer, request.body);
      // Every session ended with the old password; this browser stays signed in under a new id.
      await app.customerSessions.start(request, reply, customer.id);
      return message(request, 'account:messages.passwordChanged');
    },
  );

  app.delete(
    '/store/account',
    {
      schema: {
        tags,
        summary: 'Delete the account and its personal data (signs out)',
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, await signedInCustomer(request, db), request.body.password);
      await app.customerSessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );
};
