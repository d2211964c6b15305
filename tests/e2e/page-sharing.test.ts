import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { useShop } from './helpers/shop';

/**
 * Catalogue pages are one HTML for every visitor whatever their cookies, and personal pages
 * are never kept by anyone (ADR 9). Checked over HTTP against the built shop.
 */
const shop = useShop();

type ApiCustomer = { customer: { firstName: string; lastName: string; email: string } };

/** A signed-in browser's cookies, after one item put in its cart. */
async function signedInWithCart(): Promise<{ cookie: string; customer: ApiCustomer['customer'] }> {
  const login = await fetch(`${shop.baseUrl}/api/store/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  expect(login.status).toBe(200);
  const { customer } = (await login.json()) as ApiCustomer;
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  return { cookie, customer };
}

/** The page's HTML without the nonce, which is new in every answer. */
const withoutNonce = (html: string, csp: string | null) => {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  expect(nonce).toBeTruthy();
  return html.replaceAll(nonce!, 'NONCE');
};

describe('pages and who sees them', () => {
  it('serves a signed-in customer the very product page an anonymous visitor gets, with nothing of theirs in it', async () => {
    const { cookie, customer } = await signedInWithCart();
    const anonymous = await fetch(`${shop.baseUrl}/produit/1?lang=fr`);
    const personal = await fetch(`${shop.baseUrl}/produit/1?lang=fr`, { headers: { cookie } });
    expect([anonymous.status, personal.status]).toEqual([200, 200]);
    const anonymousHtml = withoutNonce(await anonymous.text(), anonymous.headers.get('content-security-policy'));
    const personalHtml = withoutNonce(await personal.text(), personal.headers.get('content-security-policy'));
    expect(personalHtml).toBe(anonymousHtml);
    expect(personalHtml).not.toContain(customer.email);
    expect(personalHtml).not.toContain(customer.lastName);
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('renders the cart page for its customer only, and no cache may keep it', async () => {
    const { cookie, customer } = await signedInWithCart();
    const response = await fetch(`${shop.baseUrl}/panier?lang=fr`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1');
    const anonymous = await (await fetch(`${shop.baseUrl}/panier?lang=fr`)).text();
    expect(anonymous).not.toContain(customer.email);
  });

  it('answers HEAD on a page with the GET headers and no body', async () => {
    const get = await fetch(`${shop.baseUrl}/t-shirts?lang=fr`);
    const head = await fetch(`${shop.baseUrl}/t-shirts?lang=fr`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(head.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(await head.text()).toBe('');
  });
});
