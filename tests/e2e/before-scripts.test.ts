import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../src/domain/checkout/checkout';
import { cookieHeader, variantOf } from './helpers/cart';
import { ADDRESS, checkoutApi, guestEmail } from './helpers/checkout';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';

/**
 * Nothing a visitor types or clicks before a page's scripts have run is lost (ADR 38). These
 * pages are opened without waiting for them: the page is used as soon as its HTML is there.
 */

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

/**
 * Holds the page's scripts back until `release()`: what the test types meanwhile is typed
 * before hydration for sure, whatever the machine's speed (the shop starts its scripts only
 * once the page has loaded, which a fast machine reaches before the first keystroke).
 */
async function holdScripts(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return {
    release: () => {
      release();
      void page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
}

const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactProps$')));

describe('typed before the scripts run', () => {
  it('a guest types the e-mail and the delivery address as soon as each page shows, and reaches payment with every field kept', async () => {
    const page = await shop.newPage(desktop);
    // A cart through the API, with this browser's cookies.
    const variant = await variantOf(shop.baseUrl, 3);
    const colorId = variant.product.colors.find((c) => c.name === variant.color)!.id;
    const sizeId = variant.product.sizes.find((s) => s.name === variant.size)!.id;
    expect((await page.request.post('/api/store/cart/lines', { data: { productId: 3, colorId, sizeId, quantity: 1 } })).status()).toBe(200);

    // The e-mail step, typed as soon as the field is there.
    const email = guestEmail();
    let scripts = await holdScripts(page);
    await page.goto('/checkout', { waitUntil: 'commit' });
    const guest = page.getByRole('main').getByRole('region', { name: 'Continuer sans compte' });
    const emailField = guest.getByRole('textbox', { name: 'Adresse e-mail' });
    await emailField.fill(email);
    expect(await isHydrated(page)).toBe(false);
    scripts.release();
    await waitForHydration(page);
    expect(await emailField.inputValue()).toBe(email);
    await guest.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/guess');

    // The delivery step opened afresh: half the address typed before the scripts run, half after.
    scripts = await holdScripts(page);
    await page.goto('/checkout/guess', { waitUntil: 'commit' });
    const form = page.getByRole('main');
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Prénom').fill(ADDRESS.firstName);
    await field('Nom').fill(ADDRESS.lastName);
    await field('Adresse').fill(ADDRESS.line1);
    expect(await isHydrated(page)).toBe(false);
    scripts.release();
    await waitForHydration(page);
    // Typing after hydration re-renders the form: it used to write its empty state back over the first fields.
    await field('Code postal').fill(ADDRESS.zip);
    await field('Ville').fill(ADDRESS.city);
    await field('Téléphone').fill(ADDRESS.phone);
    for (const [name, value] of [
      ['Prénom', ADDRESS.firstName],
      ['Nom', ADDRESS.lastName],
      ['Adresse', ADDRESS.line1],
      ['E-mail', email],
    ]) {
      expect(await field(name!).inputValue(), name).toBe(value);
    }
    await form.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/guess' && url.searchParams.get('etape') === '2');
    await form.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/payment');

    // What the server kept is every field, as typed.
    const { data } = await checkoutApi<CheckoutState>(page, 'GET', '');
    expect(data.draft.email).toBe(email);
    expect(data.draft.delivery).toMatchObject({ ...ADDRESS, phone: expect.stringMatching(/^0612345678$|^06 12 34 56 78$/) });
    expectNoPageProblems(page);
  });

  it('the sign-up form and the footer’s newsletter keep what was typed before the scripts ran', async () => {
    const page = await shop.newPage(desktop);
    const scripts = await holdScripts(page);
    await page.goto('/creer-un-compte', { waitUntil: 'commit' });
    const form = page.getByRole('main');
    const newsletter = page.getByRole('contentinfo').getByRole('textbox', { name: 'Adresse e-mail' });
    const typed: [ReturnType<Page['getByRole']>, string][] = [
      [form.getByRole('textbox', { name: 'Prénom', exact: true }), 'Zoé'],
      [form.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin'],
      [form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }), 'zoe.avant@exemple.fr'],
      [newsletter, 'zoe.lettre@exemple.fr'],
    ];
    for (const [field, value] of typed) await field.fill(value);
    await form.getByRole('checkbox', { name: /conditions/i }).check();
    expect(await isHydrated(page)).toBe(false);
    scripts.release();
    await waitForHydration(page);
    const popup = page.locator('dialog:modal');
    await popup.getByRole('button').click();
    await popup.waitFor({ state: 'detached' });
    // Typing after hydration renders the forms again.
    await form.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe long');
    for (const [field, value] of typed) expect(await field.inputValue()).toBe(value);
    expect(await form.getByRole('checkbox', { name: /conditions/i }).isChecked()).toBe(true);
    expectNoPageProblems(page);
  });

  it('a colour and size clicked before the scripts run are the ones added', async () => {
    const variant = await variantOf(shop.baseUrl, 3);
    const page = await shop.newPage(desktop);
    const scripts = await holdScripts(page);
    await page.goto('/produit/3', { waitUntil: 'commit' });
    await page.locator('label.swatch', { hasText: variant.color }).click();
    await page.locator('label.size-chip', { hasText: new RegExp(`^${variant.size}\\b`) }).click();
    expect(await isHydrated(page)).toBe(false);
    scripts.release();
    await waitForHydration(page);
    // With the scripts, the page adds through the API and stays (the info pop-up first).
    const popup = page.locator('dialog:modal');
    await popup.getByRole('button').click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(() => page.locator('.add-to-cart__status').textContent()).toContain('Ajouté au panier');
    const cart = (await (await fetch(`${shop.baseUrl}/api/store/cart?lang=fr`, { headers: { cookie: await cookieHeader(page) } })).json()) as {
      lines: { colorName: string; sizeName: string; quantity: number }[];
    };
    expect(cart.lines.map((l) => `${l.colorName}/${l.sizeName} x${l.quantity}`)).toEqual([`${variant.color}/${variant.size} x1`]);
    expectNoPageProblems(page);
  });
});

describe('without JavaScript', () => {
  it('the product page adds a line to the cart and opens it; a missing size is said on the product page', async () => {
    const variant = await variantOf(shop.baseUrl, 3);
    const page = await shop.newPage({ ...desktop, javaScriptEnabled: false });
    await page.goto('/produit/3');
    const main = page.getByRole('main');

    // Nothing chosen (the product comes in several colours and sizes): the page says what is missing.
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForURL((url) => url.pathname === '/produit/3' && url.searchParams.has('error'));
    await main.getByText('Veuillez sélectionner une taille et une couleur').waitFor();

    await main.locator('label.swatch', { hasText: variant.color }).click();
    await main.locator('label.size-chip', { hasText: new RegExp(`^${variant.size}\\b`) }).click();
    await main.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForURL((url) => url.pathname === '/panier');
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: variant.product.name });
    await line.waitFor();
    expect(await line.textContent()).toContain(variant.color);
    expect(await line.textContent()).toContain(variant.size);
  });

  it('an English visitor reads the refusal in English, with the colour still chosen', async () => {
    const variant = await variantOf(shop.baseUrl, 3);
    const page = await shop.newPage({ ...desktop, javaScriptEnabled: false, locale: 'en-GB' });
    await page.goto('/produit/3');
    const main = page.getByRole('main');
    // Found by its id: the colour's name is English on this page.
    const colorId = variant.product.colors.find((c) => c.name === variant.color)!.id;
    const color = main.locator('label.swatch').filter({ has: page.locator(`input[value="${colorId}"]`) });
    await color.click();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/produit/3' && url.searchParams.get('error') === 'selectSize');
    await main.getByText('Please select a size').waitFor();
    expect(await color.locator('input').isChecked()).toBe(true);
  });
});
