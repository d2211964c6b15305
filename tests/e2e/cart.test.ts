import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { formatPrice } from '../../src/domain/money';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { addToCart, cookieHeader, variantOf } from './helpers/cart';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

type ApiCart = { lines: unknown[]; totals: { subtotalCents: number; discountCents: number; totalCents: number } };

/** The cart as the server sees it for this browser (its cookies). */
async function serverCart(page: Page): Promise<ApiCart> {
  return (await (await fetch(`${shop.baseUrl}/api/store/cart?lang=fr`, { headers: { cookie: await cookieHeader(page) } })).json()) as ApiCart;
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Panier/ });
const lines = (page: Page) => page.getByRole('main').locator('.cart-line');

describe('a guest fills a cart in Chromium', () => {
  it('adds two variants, changes a quantity, applies a code, finds it all after a reload and after signing in, then empties it', async () => {
    const first = await variantOf(shop.baseUrl, 1);
    const second = await variantOf(shop.baseUrl, 2, first);

    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    await addToCart(page, first);
    await expect.poll(() => cartLink(page).textContent()).toContain('Panier, 1 article');
    await addToCart(page, second);
    await expect.poll(() => cartLink(page).textContent()).toContain('Panier, 2 articles');

    await cartLink(page).click();
    await page.waitForURL((url) => url.pathname === '/panier');
    await expect.poll(() => lines(page).count()).toBe(2);
    const firstLine = lines(page).filter({ hasText: first.product.name });
    expect(await firstLine.textContent()).toContain(first.color);
    expect(await firstLine.textContent()).toContain(first.size);

    // Plus then minus: the server's totals follow.
    const before = await serverCart(page);
    await firstLine.getByRole('button', { name: /^Augmenter la quantité/ }).click();
    await expect.poll(async () => (await serverCart(page)).totals.subtotalCents).toBeGreaterThan(before.totals.subtotalCents);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(formatPrice((await serverCart(page)).totals.totalCents, 'fr'));
    await firstLine.getByRole('button', { name: /^Diminuer la quantité/ }).click();
    await expect.poll(async () => (await serverCart(page)).totals.subtotalCents).toBe(before.totals.subtotalCents);

    // A valid code gives its discount.
    await page.getByRole('textbox', { name: 'Code promo' }).fill('bienvenue10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('Réduction (BIENVENUE10)');
    const discounted = await serverCart(page);
    expect(discounted.totals.discountCents).toBe(Math.floor((discounted.totals.subtotalCents * 10 + 50) / 100));
    expect(await page.getByRole('main').textContent()).toContain(formatPrice(discounted.totals.totalCents, 'fr'));
    await expectNoSeriousA11yViolations(page);

    // A reload finds everything: the cart lives on the server.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => lines(page).count()).toBe(2);
    expect(await page.getByRole('main').textContent()).toContain('Réduction (BIENVENUE10)');

    // Signing in joins the guest cart to the customer's.
    await page.goto('/connexion');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(DEMO_CUSTOMER.email);
    await page.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('main').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/parametres-du-compte');

    // A catalogue page is the same HTML for every visitor (ADR 9): loaded afresh, its header
    // still shows this customer's cart and account, from the shopper hint.
    await page.goto(`/produit/${first.product.id}`);
    await waitForHydration(page);
    await expect.poll(() => cartLink(page).textContent()).toContain('Panier, 2 articles');
    await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).waitFor();
    await cartLink(page).click();
    await page.waitForURL((url) => url.pathname === '/panier');
    await expect.poll(() => lines(page).count()).toBe(2);
    expect((await page.context().cookies()).some((c) => c.name === 'cart')).toBe(false);

    // Emptied after a confirmation: the empty message.
    await page.getByRole('main').getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByRole('alertdialog', { name: 'Vider le panier ?' }).getByRole('button', { name: 'Vider le panier' }).click();
    await page.getByRole('heading', { name: 'Votre panier est vide' }).waitFor();
    expect((await serverCart(page)).lines).toEqual([]);
    expectNoPageProblems(page);
  });
});
