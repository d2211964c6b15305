import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import type { CustomerOrderDetail, OrderPage } from '../../src/domain/orders/orders';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { addToCart, variantOf } from './helpers/cart';
import { buyThroughApi } from './helpers/checkout';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { FRENCH, signedInCustomer } from './helpers/customer';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const main = (page: Page) => page.getByRole('main');
const RECEIVED = /Rétractation reçue le (\d{2}\/\d{2}\/\d{4}) à (\d{2}:\d{2})/;

/** The customer's most recent delivered order still within its withdrawal period (the demo has one delivered 9 days ago), read from the API as the account reads it. */
async function deliveredOrderToWithdraw(page: Page): Promise<CustomerOrderDetail> {
  const { items } = (await (await page.request.get('/api/store/orders')).json()) as OrderPage;
  for (const item of items.filter((order) => order.status === 'delivered')) {
    const order = (await (await page.request.get(`/api/store/orders/${item.id}`, FRENCH)).json()) as CustomerOrderDetail;
    if (order.withdrawal.state === 'open') return order;
  }
  throw new Error('The demo customer has no delivered order within its withdrawal period');
}

describe('the withdrawal function', () => {
  it('a signed-in customer withdraws from a delivered order from its page and receives the acknowledgement with its date and time', async () => {
    const page = await signedInCustomer(shop, desktop);
    const order = await deliveredOrderToWithdraw(page);
    await page.goto(`/commande/${order.id}`);
    await waitForHydration(page);

    const section = main(page).getByRole('region', { name: 'Rétractation', exact: true });
    expect(await section.textContent()).toContain(`jusqu’au ${order.withdrawal.state === 'open' && order.withdrawal.lastDay} inclus`);
    await section.getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
    await page.waitForURL((url) => url.pathname === `/commande/${order.id}/retractation`);
    await main(page)
      .getByRole('heading', { level: 1, name: `Rétractation de la commande ${order.number}` })
      .waitFor();
    const summary = main(page).getByRole('region', { name: 'Commande', exact: true });
    for (const line of order.lines) expect(await summary.textContent()).toContain(line.name);
    await expectNoSeriousA11yViolations(page);

    // Only a name and an e-mail for the receipt, prefilled from the order; an empty name is refused on the spot.
    const name = main(page).getByRole('textbox', { name: 'Nom', exact: true });
    const email = main(page).getByRole('textbox', { name: 'Adresse e-mail', exact: true });
    expect(await name.inputValue()).toBe(`${order.billing.firstName} ${order.billing.lastName}`);
    expect(await email.inputValue()).toBe(DEMO_CUSTOMER.email);
    await name.fill('');
    const confirm = main(page).getByRole('button', { name: 'Confirmer la rétractation' });
    await confirm.click();
    await main(page).getByText('Indiquez votre nom.').waitFor();
    await name.fill('Camille Durand');

    const before = await mailCount(shop.mailDir);
    await confirm.click();
    const answer = main(page).getByRole('status').getByRole('heading', { name: RECEIVED });
    await answer.waitFor();
    const [, date, time] = RECEIVED.exec((await answer.textContent())!)!;
    expect(await main(page).textContent()).toContain('Renvoyez-nous les articles au plus tard le');

    // The acknowledgement on a durable medium: over SMTP, with the content, the date and the time.
    const mail = await waitForMail(shop.mailDir, DEMO_CUSTOMER.email, {
      subject: new RegExp(`rétractation – commande ${order.number}`),
      after: before,
    });
    expect(mail.text).toContain(`reçue le ${date} ${time} (heure de Paris)`);
    for (const line of order.lines) expect(mail.text).toContain(line.name);
    expect(mail.text).toContain('Adresse de retour');

    // Back on the order: the withdrawal received, no button any more.
    await main(page).getByRole('link', { name: 'Retour à la commande' }).click();
    await page.waitForURL((url) => url.pathname === `/commande/${order.id}`);
    await section.getByText(`Rétractation reçue le ${date} à ${time}`).waitFor();
    expect(await section.getByRole('link', { name: 'Se rétracter du contrat ici' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);
  });

  it('a guest finds the withdrawal page from the footer, gets the link by mail and withdraws from an order not shipped yet', async () => {
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    await addToCart(page, await variantOf(shop.baseUrl, 4));
    const { number, email } = await buyThroughApi(page);
    // The order confirmation already carries the function.
    const confirmation = await waitForMail(shop.mailDir, email, { subject: new RegExp(number) });
    expect(confirmation.text).toContain('Se rétracter du contrat ici');
    expect(confirmation.links.some((link) => new URL(link).pathname.startsWith('/retractation/'))).toBe(true);

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Rétractation', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/retractation');
    await main(page).getByRole('heading', { level: 1, name: 'Se rétracter d’une commande' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // A number and an address that do not go together get the very answer a match gets (the API tests show no mail leaves).
    const sent = 'Si cette commande existe et peut encore faire l’objet d’une rétractation, nous vous avons envoyé un lien à son adresse e-mail.';
    const lookUp = async (orderNumber: string, address: string) => {
      await main(page).getByRole('textbox', { name: 'Numéro de commande' }).fill(orderNumber);
      await main(page).getByRole('textbox', { name: 'Adresse e-mail de la commande' }).fill(address);
      await main(page).getByRole('button', { name: 'Recevoir le lien de rétractation' }).click();
      await main(page).getByRole('status').getByText(sent, { exact: false }).waitFor();
    };
    await lookUp(number, 'quelquun.dautre@exemple.fr');
    await page.reload();
    await waitForHydration(page);
    const before = await mailCount(shop.mailDir);
    // Typed as people type it: lower case, with a space.
    await lookUp(` ${number.toLowerCase()}`, email.toUpperCase());

    const linkMail = await waitForMail(shop.mailDir, email, { subject: /Votre lien de rétractation/, after: before });
    const link = linkMail.links.find((href) => new URL(href).pathname.startsWith('/retractation/'))!;
    await page.goto(link);
    await waitForHydration(page);
    await main(page)
      .getByRole('heading', { level: 1, name: `Rétractation de la commande ${number}` })
      .waitFor();
    expect(await main(page).getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('Zoé Martin');
    expect(await main(page).getByRole('textbox', { name: 'Adresse e-mail', exact: true }).inputValue()).toBe(email);
    await expectNoSeriousA11yViolations(page);

    const beforeConfirm = await mailCount(shop.mailDir);
    await main(page).getByRole('button', { name: 'Confirmer la rétractation' }).click();
    const answer = main(page).getByRole('status').getByRole('heading', { name: RECEIVED });
    await answer.waitFor();
    const [, date, time] = RECEIVED.exec((await answer.textContent())!)!;
    expect(await main(page).textContent()).toContain('nous l’annulons et vous remboursons l’intégralité de son montant');
    const acknowledgement = await waitForMail(shop.mailDir, email, { subject: /Accusé de réception de votre rétractation/, after: beforeConfirm });
    expect(acknowledgement.text).toContain(`reçue le ${date} ${time} (heure de Paris)`);

    // The link opened again says it was received, and offers nothing more.
    await page.reload();
    await waitForHydration(page);
    await main(page).getByText(`Rétractation reçue le ${date} à ${time}`).waitFor();
    expect(await main(page).getByRole('button', { name: 'Confirmer la rétractation' }).count()).toBe(0);
    expectNoPageProblems(page);
  });
});
