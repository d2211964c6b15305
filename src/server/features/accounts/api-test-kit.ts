import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../../tests/helpers/app';
import type { Database } from '../../../db/client';
import * as schema from '../../../db/schema';
import type { Locale } from '../../../domain/locale';
import { translatorFor } from '../../../i18n/instance';
import type { App } from '../../app';

/** Helpers of the account API tests (this folder's `*.api.test.ts`). */

let ip = 0;
/**
 * A caller with its own IP, so that the per-IP rate limits of one test never refuse the calls
 * of another; rate-limit tests pass one IP explicitly.
 */
export const freshIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

export type Call = { method?: InjectOptions['method']; body?: unknown; cookie?: string; lang?: Locale; ip?: string };

export function callApi(app: App, path: string, { method = 'POST', body, cookie, lang = 'fr', ip: remoteAddress = freshIp() }: Call = {}) {
  return app.inject({
    method,
    url: `/api/store${path}`,
    remoteAddress,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The session cookie a response sets, as a `cookie` request header; undefined when none. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const sid = response.cookies.find((c) => c.name === 'sid');
  return sid && sid.value ? `sid=${sid.value}` : undefined;
}

export type ApiErrorBody = { error: { code: string; message: string; field?: string } };

/** The answer is that refusal, with the catalogue's sentence in the caller's language. */
export function expectRefusal(response: LightMyRequestResponse, status: number, code: string, key: string, locale: Locale = 'fr', field?: string) {
  const text = translatorFor(locale)(key, { field });
  // A key missing from the catalogue comes back as the key itself.
  expect(text, `${key} has a ${locale} text`).not.toMatch(/^[a-zA-Z]+[.:][A-Za-z.]+$/);
  expect({ status: response.statusCode, body: response.json<ApiErrorBody>() }).toEqual({
    status,
    body: { error: { code, message: text, ...(field ? { field } : {}) } },
  });
}

export function expectMessage(response: LightMyRequestResponse, status: number, key: string, locale: Locale = 'fr') {
  const text = translatorFor(locale)(key);
  expect(text, `${key} has a ${locale} text`).not.toMatch(/^[a-zA-Z]+[.:][A-Za-z.]+$/);
  expect(response.statusCode).toBe(status);
  expect(response.json<{ message: string }>().message).toBe(text);
}

export type Mail = typeof schema.mailOutbox.$inferSelect;

export async function mailsTo(db: Database, to: string): Promise<Mail[]> {
  return db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)).orderBy(asc(schema.mailOutbox.id));
}

/** The newest mail to that address (there must be one). */
export async function lastMailTo(db: Database, to: string): Promise<Mail> {
  const mails = await mailsTo(db, to);
  expect(mails.length, `a mail to ${to}`).toBeGreaterThan(0);
  return mails.at(-1)!;
}

/** The links of a mail that lead to `pathname` on the shop, read from its plain-text part. */
export function linksIn(mail: Mail, pathname: string): URL[] {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((url) => new URL(url)).filter((url) => url.pathname === pathname);
  expect(links.length, `a link to ${pathname} in the ${mail.template} mail`).toBeGreaterThan(0);
  for (const link of links) expect(link.origin).toBe(TEST_PUBLIC_URL);
  return links;
}

export function linkIn(mail: Mail, pathname: string): URL {
  return linksIn(mail, pathname)[0]!;
}

export function codeIn(mail: Mail, pathname: string): string {
  return linkIn(mail, pathname).searchParams.get('code')!;
}

const tables = {
  customers: schema.customers,
  customerTokens: schema.customerTokens,
  customerAddresses: schema.customerAddresses,
  sessions: schema.sessions,
  authFailures: schema.authFailures,
  mailOutbox: schema.mailOutbox,
  newsletterSubscribers: schema.newsletterSubscribers,
};

/** Row counts of every table an account call may write, to show that a refused call wrote nothing. */
export async function rowCounts(db: Database): Promise<Record<keyof typeof tables, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

/** A snapshot of a customer's row, to show that a refused call changed nothing. */
export async function customerRow(db: Database, id: number) {
  const [row] = await db.select().from(schema.customers).where(eq(schema.customers.id, id));
  return row;
}
