import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Confirmation } from '../../src/domain/checkout/checkout';
import { longDayLabel } from '../../src/domain/orders/delivery-window';
import { parisClockAt } from '../../src/domain/sales/paris-calendar';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { addToCart, variantOf } from './helpers/cart';
import { answerThroughApi, checkoutApi, guestEmail, payWith } from './helpers/checkout';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { width: 390, height: 844 };
const PASSWORD = 'Un mot de passe solide';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
const atPath = (page: Page, pathname: string) => page.waitForURL((url) => url.pathname === pathname);

describe('the order confirmation page in Chromium', () => {
  it('recaps a guest’s paid order with its delivery window, makes an account of it, and the order is in that account once the address is confirmed', async () => {
    const email = guestEmail();
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    const variant = await variantOf(shop.baseUrl, 3);
    await addToCart(page, variant);
    await answerThroughApi(page, email);
    await page.goto('/checkout/payment');
    await waitForHydration(page);
    await payWith(page, '4242 4242 4242 4242');
    await atPath(page, '/confirmation-de-paiement');
    await heading(page, 'Merci pour votre commande').waitFor();
    const orderNumber = (await main(page)
      .getByText(/^Numéro de commande : /)
      .textContent())!.replace('Numéro de commande : ', '');

    // What was bought: the line with its picture, name, colour, size, quantity and amount; the totals; the address.
    const recap = main(page).getByRole('region', { name: 'Récapitulatif de votre commande' });
    const lines = recap.getByRole('list', { name: 'Articles' }).getByRole('listitem');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().getByRole('img').count()).toBe(0); // the picture is decorative: the name says what it is
    expect(await lines.first().locator('img').count()).toBe(1);
    const line = await lines.first().textContent();
    expect(line).toContain(variant.product.name);
    expect(line).toContain(`Couleur : ${variant.color} · Taille : ${variant.size} · Quantité : 1`);
    const recapText = await recap.textContent();
    for (const label of ['Sous-total', 'Livraison', 'Total']) expect(recapText).toContain(label);
    expect(recapText).toContain('12 rue des Tisserands');
    expect(recapText).toContain('69001 Lyon');

    // The delivery window: working days from the Paris day of payment, named in French.
    const { data: confirmation } = await checkoutApi<Confirmation>(page, 'GET', '/confirmation');
    const { from, to } = confirmation.recap!.deliveryWindow;
    expect(from > parisClockAt(new Date()).day).toBe(true);
    expect(recapText).toContain(`Livraison prévue entre le ${longDayLabel(from, 'fr')} et le ${longDayLabel(to, 'fr')}.`);
    expect(recapText).toContain('Délai de 3 à 6 jours ouvrés à compter du paiement.');

    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(phone);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(desktop.viewport);

    // An account from the order: the e-mail is the order's, the names its address's.
    const offer = main(page).getByRole('region', { name: 'Créer un compte avec cette commande' });
    expect(await offer.textContent()).toContain(email);
    expect(await offer.getByRole('textbox', { name: 'Prénom', exact: true }).inputValue()).toBe('Zoé');
    expect(await offer.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('Martin');
    expect(await offer.getByRole('textbox', { name: /e-mail/i }).count()).toBe(0);
    // The terms are required: sending without them says so beside the box and sends nothing.
    await offer.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    const before = await mailCount(shop.mailDir);
    await offer.getByRole('button', { name: 'Créer mon compte' }).click();
    await offer.getByText('Veuillez accepter les conditions générales').waitFor();
    await offer.getByRole('checkbox', { name: /conditions générales/ }).check();
    await offer.getByRole('button', { name: 'Créer mon compte' }).click();
    await offer.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The confirmation mail arrives over SMTP; its link activates the account.
    const mail = await waitForMail(shop.mailDir, email, { after: before, subject: /inscription/ });
    const link = new URL(mail.links.find((l) => new URL(l).pathname === '/confirmation-inscription')!);
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Votre compte est activé' }).waitFor();

    // Back on the confirmation page, the order is in the account: signing in leads to it.
    await page.goto('/confirmation-de-paiement');
    await waitForHydration(page);
    const joined = main(page).getByRole('region', { name: 'Cette commande est dans votre compte' });
    expect(await main(page).getByRole('region', { name: 'Créer un compte avec cette commande' }).count()).toBe(0);
    await joined.getByRole('link', { name: 'Se connecter' }).click();
    await atPath(page, '/connexion');
    await main(page).getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await main(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
    await atPath(page, `/commande/${confirmation.orderId}`);
    await heading(page, `Commande ${orderNumber}`).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).click();
    await atPath(page, '/commandes');
    const newest = main(page).getByRole('list').first().getByRole('listitem').first();
    await expect.poll(() => newest.getByRole('heading').textContent()).toBe(`Commande ${orderNumber}`);
    expectNoPageProblems(page);
  });

  it('tells a visitor with no order of theirs that there is nothing to show, on desktop and phone', async () => {
    const page = await shop.open('/confirmation-de-paiement', desktop);
    await acceptInfoPopup(page);
    await heading(page, 'Aucune commande à afficher').waitFor();
    await main(page).getByText('Cette page confirme une commande juste après son paiement, dans le navigateur qui l’a payée.').waitFor();
    expect(await main(page).getByRole('link', { name: 'Retour à l’accueil' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(phone);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });
});
