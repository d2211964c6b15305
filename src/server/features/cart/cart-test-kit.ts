import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Locale } from '../../../domain/locale';
import { translatorFor } from '../../../i18n/instance';
import type { App } from '../../app';
import type { Cart } from '../../../domain/cart/cart';
import { CART_COOKIE } from './guest-cookie';

/** Helpers of the cart API tests (this folder's `*.api.test.ts`). */

export type ApiErrorBody = {
  error: { code: string; message: string; field?: string };
};

/**
 * A browser: it keeps the cookies the shop sets (the guest cart's token, the session) and
 * sends them back, like a real one.
 */
export class Visitor {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly lang: Locale = 'fr',
  ) {}

  withCookie(cookie: string): this {
    for (const pair of cookie.split(';')) {
      const [name, value] = pair.trim().split('=');
      if (name && value) this.cookies.set(name, value);
    }
    return this;
  }

  get cartToken(): string | undefined {
    return this.cookies.get(CART_COOKIE);
  }

  /** A cookie this browser holds now, as the shop last set it. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.send(method, path, {}, body === undefined ? undefined : (body as Record<string, unknown>));
  }

  /** Posts an HTML form (urlencoded) as a browser without JavaScript does, with the headers it adds (Origin, Sec-Fetch-Site). */
  async postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.send('POST', path, { 'content-type': 'application/x-www-form-urlencoded', ...headers }, new URLSearchParams(fields).toString());
  }

  private async send(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    headers: Record<string, string>,
    payload: string | Record<string, unknown> | undefined,
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url: `/api/store${path}`,
      headers: { 'accept-language': this.lang, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of response.cookies) {
      if (c.value && !(c.expires && c.expires.getTime() < Date.now())) this.cookies.set(c.name, c.value);
      else this.cookies.delete(c.name);
    }
    return response;
  }

  async cart(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' = 'GET', path = '/cart', body?: unknown): Promise<Cart> {
    const response = await this.call(method, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Cart>();
  }
}

/** The answer is that refusal, with the catalogue's sentence in the caller's language. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  key: string,
  options: { locale?: Locale; field?: string; count?: number; values?: Record<string, string | number> } = {},
) {
  const { locale = 'fr', field, count, values } = options;
  const text = translatorFor(locale)(key, { field, count, ...values });
  // A key missing from the catalogue comes back as the key itself.
  expect(text, `${key} has a ${locale} text`).not.toMatch(/^[a-zA-Z]+[.:][A-Za-z._]+$/);
  expect({
    status: response.statusCode,
    body: response.json<ApiErrorBody>(),
  }).toEqual({
    status,
    body: { error: { code, message: text, ...(field ? { field } : {}) } },
  });
}

/** What a line shows, in short: name, colour/size and quantity. */
export const summary = (cart: Cart) => cart.lines.map((l) => `${l.name} ${l.colorName}/${l.sizeName} x${l.quantity}`);
