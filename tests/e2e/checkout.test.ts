import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import type { CheckoutState, Confirmation } from '../../src/domain/checkout/checkout';
import { formatPrice } from '../../src/domain/money';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { addToCart, variantOf } from './helpers/cart';
import { ADDRESS, answerThroughApi, checkoutApi, guestEmail, payWith } from './helpers/checkout';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
const atPath = (page: Page, pathname: string, search?: string) =>
  page.waitForURL((url) => url.pathname === pathname && (search === undefined || url.search === search));

async function fillAddress(form: Locator, address: Partial<typeof ADDRESS>): Promise<void> {
  const labels = { firstName: 'Prénom', lastName: 'Nom', line1: 'Adresse', zip: 'Code postal', city: 'Ville', phone: 'Téléphone' } as const;
  for (const [field, value] of Object.entries(address)) {
    await form.getByRole('textbox', { name: labels[field as keyof typeof labels], exact: true }).fill(value);
  }
}

/** The way back comes before the way on: to its left, and just before it in tab order. */
async function expectPreviousBeforeNext(page: Page, nextName: string): Promise<void> {
  const previous = main(page).getByRole('link', { name: 'Précédent', exact: true });
  const next = main(page).getByRole('button', { name: nextName, exact: true });
  const [back, on] = [(await previous.boundingBox())!, (await next.boundingBox())!];
  expect(back.x + back.width).toBeLessThanOrEqual(on.x);
  await previous.focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => next.evaluate((button) => button === document.activeElement)).toBe(true);
}

/** A fresh visitor with one article in the cart, on the cart page. */
async function shopperWithCart(productId: number): Promise<Page> {
  const page = await shop.open('/', desktop);
  await acceptInfoPopup(page);
  await addToCart(page, await variantOf(shop.baseUrl, productId));
  await page.goto('/panier');
  await waitForHydration(page);
  return page;
}

describe('checkout in Chromium', () => {
  it('a guest gives an e-mail and both addresses, keeps them through a reload and the back button, pays with the test card and gets the confirmation mail', async () => {
    const email = guestEmail();
    const page = await shopperWithCart(3);
    await main(page).getByRole('link', { name: 'Passer commande' }).click();
    await atPath(page, '/checkout');

    await heading(page, 'Commander').waitFor();
    // On checkout the header shows the logo only.
    const header = page.getByRole('banner');
    expect(await header.getByRole('link').count()).toBe(1);
    expect(await header.getByRole('navigation').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const guest = main(page).getByRole('region', { name: 'Continuer sans compte' });
    await guest.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await guest.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();
    await atPath(page, '/checkout/guess');
    await heading(page, 'Livraison').waitFor();
    const steps = main(page).getByRole('navigation', { name: 'Étapes de la commande' });
    expect(await steps.textContent()).toContain('Étape 1 sur 3');
    expect(await main(page).textContent()).toContain(email);

    // The address form's rules: a field left empty says so when it is left.
    const city = main(page).getByRole('textbox', { name: 'Ville', exact: true });
    await city.focus();
    await city.blur();
    await main(page).getByText('La ville est manquante').waitFor();
    await fillAddress(main(page), ADDRESS);
    expect(await main(page).getByText('La ville est manquante').count()).toBe(0);
    expect(await main(page).getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe(email);
    await expectNoSeriousA11yViolations(page);
    await expectPreviousBeforeNext(page, 'Suivant');
    await main(page).getByRole('button', { name: 'Suivant' }).click();
    await atPath(page, '/checkout/guess', '?etape=2');
    await heading(page, 'Facturation').waitFor();
    expect(await steps.textContent()).toContain('Étape 2 sur 3');
    await expectPreviousBeforeNext(page, 'Continuer vers le paiement');

    // A reload and the back button keep the answers: the server keeps them with the cart.
    await page.reload();
    await waitForHydration(page);
    await heading(page, 'Facturation').waitFor();
    await page.goBack();
    await heading(page, 'Livraison').waitFor();
    expect(await main(page).getByRole('textbox', { name: 'Adresse', exact: true }).inputValue()).toBe(ADDRESS.line1);
    expect(await main(page).getByRole('textbox', { name: 'Ville', exact: true }).inputValue()).toBe(ADDRESS.city);
    await page.goForward();
    await heading(page, 'Facturation').waitFor();

    // The summary beside the steps: the promo field works here too, amounts from the server.
    await main(page).getByRole('textbox', { name: 'Code promo' }).fill('atelier5');
    await main(page).getByRole('button', { name: 'Appliquer' }).click();
    await main(page).getByText('Réduction (ATELIER5)').waitFor();
    const { data: state } = await checkoutApi<CheckoutState>(page, 'GET', '');
    expect(state.cart.totals.discountCents).toBe(500);
    const summary = main(page).getByRole('region', { name: 'Récapitulatif' });
    expect(await summary.textContent()).toContain(formatPrice(state.cart.totals.totalCents, 'fr'));
    expect(await summary.getByRole('listitem').count()).toBe(1);

    const same = main(page).getByRole('checkbox', { name: 'Identique à l’adresse de livraison' });
    expect(await same.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await atPath(page, '/checkout/payment');
    await heading(page, 'Paiement').waitFor();
    expect(await steps.textContent()).toContain('Étape 3 sur 3');
    await main(page)
      .getByText(/^Articles réservés jusqu’à \d\d:\d\d$/)
      .waitFor();
    const review = main(page).getByRole('region', { name: 'Votre commande' });
    expect(await review.textContent()).toContain(ADDRESS.line1);
    expect(await review.textContent()).toContain('Identique à l’adresse de livraison');
    await expectNoSeriousA11yViolations(page);

    // Back from payment: the billing answer is still there.
    await page.goBack();
    await heading(page, 'Facturation').waitFor();
    expect(await same.isChecked()).toBe(true);
    await main(page).getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await atPath(page, '/checkout/payment');

    const orderNumber = (await main(page)
      .getByText(/^Commande n° /)
      .textContent())!.replace('Commande n° ', '');
    const mailsBefore = await mailCount(shop.mailDir);
    await payWith(page, '4242 4242 4242 4242');
    await atPath(page, '/confirmation-de-paiement');
    await heading(page, 'Merci pour votre commande').waitFor();
    const confirmation = await main(page).textContent();
    expect(confirmation).toContain('Merci Zoé Martin !');
    expect(confirmation).toContain(`Numéro de commande : ${orderNumber}`);
    expect(confirmation).toContain(`Une confirmation a été envoyée à ${email}.`);
    // The header is back, its cart badge at 0.
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Panier/ })
          .textContent(),
      )
      .toContain('Panier, 0 article');
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(shop.mailDir, email, { subject: new RegExp(orderNumber), after: mailsBefore });
    expect(mail.text).toContain(ADDRESS.line1);

    await main(page).getByRole('link', { name: 'Retour à l’accueil' }).click();
    await atPath(page, '/');
    expectNoPageProblems(page);
  });

  it('a declined card says so and leaves the order unpaid; the confirmation page says the payment failed; the next card pays', async () => {
    const page = await shopperWithCart(4);
    await answerThroughApi(page);
    await page.goto('/checkout/payment');
    await waitForHydration(page);

    await payWith(page, '4000 0000 0000 0002');
    await main(page).getByRole('status').getByText('Votre carte a été refusée.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/payment');
    const unpaid = await checkoutApi<Confirmation>(page, 'GET', '/confirmation');
    expect(unpaid.data.state).not.toBe('paid');
    expect((await checkoutApi<CheckoutState>(page, 'GET', '')).data.cart.lines).toHaveLength(1);

    await payWith(page, '4000 0000 0000 9995');
    await main(page).getByRole('status').getByText('Votre carte ne dispose pas de fonds suffisants.').waitFor();

    await page.goto('/confirmation-de-paiement');
    await waitForHydration(page);
    await heading(page, 'Paiement non abouti').waitFor();
    await main(page).getByText('Votre paiement n’a pas abouti, veuillez réessayer.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('link', { name: 'Revenir au paiement' }).click();
    await atPath(page, '/checkout/payment');

    await payWith(page, '4242424242424242');
    await atPath(page, '/confirmation-de-paiement');
    await heading(page, 'Merci pour votre commande').waitFor();
    expect((await checkoutApi<Confirmation>(page, 'GET', '/confirmation')).data.state).toBe('paid');
    expectNoPageProblems(page);
  });

  it('the card form groups the number and writes the expiry MM/AA as they are typed, says which field is wrong, and sends the digits', async () => {
    const page = await shopperWithCart(4);
    await answerThroughApi(page);
    await page.goto('/checkout/payment');
    await waitForHydration(page);
    const card = page.getByRole('tabpanel', { name: 'Carte bancaire' });
    const number = card.getByRole('textbox', { name: 'Numéro de carte' });
    const expiry = card.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' });
    const caret = (field: Locator) => field.evaluate((input: HTMLInputElement) => input.selectionStart);

    await number.pressSequentially('4242424242424242');
    await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4242');
    // Backspace just after a space deletes the digit before it, and the caret stays there.
    await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
    await page.keyboard.press('Backspace');
    await expect.poll(() => number.inputValue()).toBe('4244 2424 2424 242');
    expect(await caret(number)).toBe(3);
    await page.keyboard.type('2');
    await expect.poll(() => number.inputValue()).toBe('4242 4242 4242 4242');
    expect(await caret(number)).toBe(4);

    // A month that does not exist: the message is beside the field and tied to it.
    await expiry.pressSequentially('1330');
    await expect.poll(() => expiry.inputValue()).toBe('13/30');
    await card.getByRole('textbox', { name: 'Cryptogramme (CVC)' }).fill('123');
    const monthError = card.getByText('Le mois d’expiration va de 01 à 12.');
    await monthError.waitFor();
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    expect((await expiry.getAttribute('aria-describedby'))!.split(' ')).toContain(await monthError.getAttribute('id'));
    await expectNoSeriousA11yViolations(page);

    await expiry.fill('');
    await expiry.pressSequentially('1230');
    await expect.poll(() => expiry.inputValue()).toBe('12/30');
    await expect.poll(() => monthError.count()).toBe(0);
    expect(await expiry.getAttribute('aria-describedby')).toBeNull();
    await card.getByRole('textbox', { name: 'Nom sur la carte' }).fill('Zoé Martin');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/store/checkout/test-payment'));
    await card.getByRole('button', { name: 'Payer maintenant' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' });
    await atPath(page, '/confirmation-de-paiement');
    await heading(page, 'Merci pour votre commande').waitFor();
    expectNoPageProblems(page);
  });

  it('says a payment not confirmed yet is processing, and thanks the customer once the provider’s event arrives, without a reload', async () => {
    const page = await shopperWithCart(6);
    await answerThroughApi(page);
    const { data: state } = await checkoutApi<CheckoutState>(page, 'GET', '');
    expect((await checkoutApi(page, 'POST', '/order', { revision: state.revision })).status).toBe(200);

    // Back from Stripe before its event: the page reads the order, which is not paid yet.
    await page.goto('/confirmation-de-paiement?redirect_status=succeeded');
    await waitForHydration(page);
    await heading(page, 'Paiement en cours de confirmation').waitFor();
    await main(page).getByRole('status').getByText('Votre paiement est en cours de traitement.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The event arrives (here the test provider's): the page, asking again, says thank you.
    const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Zoé Martin' };
    expect((await checkoutApi<{ state: string }>(page, 'POST', '/test-payment', card)).data.state).toBe('paid');
    await heading(page, 'Merci pour votre commande').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expectNoPageProblems(page);
  });

  it('a customer signs in at checkout, keeps the default delivery address, bills a new address added on the way, pays, and finds the order in the account', async () => {
    const page = await shopperWithCart(5);
    await main(page).getByRole('link', { name: 'Passer commande' }).click();
    await atPath(page, '/checkout');
    const signIn = main(page).getByRole('region', { name: 'Connexion' });
    await signIn.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(DEMO_CUSTOMER.email);
    await signIn.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CUSTOMER.password);
    await signIn.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await atPath(page, '/checkout/user');
    await heading(page, 'Livraison').waitFor();

    // The book's default delivery address is preselected; the others wait behind "more addresses".
    const delivery = main(page).getByRole('group', { name: 'Adresse de livraison' });
    expect(await delivery.getByRole('radio', { name: /27 rue de la République/ }).isChecked()).toBe(true);
    const office = delivery.getByRole('radio', { name: /8 boulevard Voltaire/ });
    expect(await office.isVisible()).toBe(false);
    const more = delivery.getByRole('button', { name: 'Plus d’adresses' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await office.waitFor();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('button', { name: 'Suivant' }).click();
    await atPath(page, '/checkout/user', '?etape=2');
    await heading(page, 'Facturation').waitFor();

    // Another billing address, added without leaving checkout.
    const same = main(page).getByRole('checkbox', { name: 'Identique à l’adresse de livraison' });
    expect(await same.isChecked()).toBe(true);
    await same.uncheck();
    await main(page).getByRole('group', { name: 'Adresse de facturation' }).getByRole('link', { name: 'Ajouter une nouvelle adresse' }).click();
    await atPath(page, '/checkout/creer-une-adresse', '?pour=facturation');
    await heading(page, 'Ajouter une adresse').waitFor();
    expect(await main(page).getByRole('checkbox', { name: 'Adresse de facturation par défaut' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await fillAddress(main(page), { line1: '5 place Bellecour', zip: '69002', city: 'Lyon', phone: '04 78 00 00 00' });
    await main(page).getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await atPath(page, '/checkout/user', '?etape=2');
    await heading(page, 'Facturation').waitFor();
    expect(await same.isChecked()).toBe(false);
    const billing = main(page).getByRole('group', { name: 'Adresse de facturation' });
    expect(await billing.getByRole('radio', { name: /5 place Bellecour/ }).isChecked()).toBe(true);
    await main(page).getByRole('button', { name: 'Continuer vers le paiement' }).click();

    await atPath(page, '/checkout/payment');
    const review = main(page).getByRole('region', { name: 'Votre commande' });
    await review.waitFor();
    expect(await review.textContent()).toContain('27 rue de la République');
    expect(await review.textContent()).toContain('5 place Bellecour');
    const orderNumber = (await main(page)
      .getByText(/^Commande n° /)
      .textContent())!.replace('Commande n° ', '');
    await payWith(page, '4242 4242 4242 4242');
    await atPath(page, '/confirmation-de-paiement');
    await heading(page, 'Merci pour votre commande').waitFor();
    expect(await main(page).textContent()).toContain('Merci Camille Durand !');
    expect(await main(page).textContent()).toContain(`Une confirmation a été envoyée à ${DEMO_CUSTOMER.email}.`);

    // The order is in the account, newest first.
    await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
    await atPath(page, '/commandes');
    const newest = main(page).getByRole('list').first().getByRole('listitem').first();
    expect(await newest.getByRole('heading').textContent()).toBe(`Commande ${orderNumber}`);
    expectNoPageProblems(page);
  });

  it('sends an empty cart home after a moment, and a visitor without a session away from the customer pages', async () => {
    const page = await shop.open('/checkout', desktop);
    await heading(page, 'Votre panier est vide').waitFor();
    await atPath(page, '/');

    for (const path of ['/checkout/user', '/checkout/creer-une-adresse']) {
      await page.goto(path);
      await atPath(page, '/');
    }
    // The confirmation page has no order of theirs to show, and says so (order-confirmation.test.ts).
    expect((await page.goto('/confirmation-de-paiement'))!.status()).toBe(404);
    await heading(page, 'Aucune commande à afficher').waitFor();
    expectNoPageProblems(page);
  });
});
