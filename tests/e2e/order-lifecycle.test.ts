import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { guestPaidOrder } from './helpers/checkout';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

/** A guest's paid order of one unit of the product, bought in its own browser. */
const paidOrder = (productId: number) => guestPaidOrder(shop, productId);

/** Opens the order on the desk as staff find it: searched by its number, then "Consulter". */
async function openOrder(page: Page, { number, email }: { number: string; email: string }): Promise<{ number: string; email: string }> {
  await page.goto(`${shop.baseUrl}/back/gestion-des-commandes?q=${number}`);
  await page.getByRole('link', { name: `Consulter la commande ${number}` }).click();
  await page.getByRole('heading', { level: 1, name: `Commande ${number}` }).waitFor();
  return { number, email };
}

describe('the order lifecycle on the desk', () => {
  it('staff ship an order with its tracking number, and the customer receives the mail with the tracking link', async () => {
    const bought = await paidOrder(5);
    const page = await shop.open('/back/login', desktop);
    await signInStaff(page, DEMO_ADMIN);
    const { number, email } = await openOrder(page, bought);
    await page.getByRole('group', { name: 'Actions sur la commande' }).getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('status').getByText(`Commande ${number} : En traitement.`).waitFor();
    const before = await mailCount(shop.mailDir);

    const actions = page.getByRole('group', { name: 'Actions sur la commande' });
    await actions.getByRole('button', { name: 'Expédier' }).click();
    const dialog = page.getByRole('dialog', { name: `Expédier la commande ${number}` });
    // Nothing is sent without a tracking number: the dialog says so and stays open.
    await dialog.getByRole('button', { name: 'Expédier et prévenir le client' }).click();
    await dialog.getByRole('alert').getByText('Le numéro de suivi est manquant.').waitFor();
    await dialog.getByRole('combobox', { name: 'Transporteur' }).selectOption({ label: 'Colissimo' });
    await dialog.getByRole('textbox', { name: 'Numéro de suivi' }).fill('6A 1234 5678 9');
    await dialog.getByRole('button', { name: 'Expédier et prévenir le client' }).click();

    await page.getByRole('status').getByText(`Commande ${number} : En cours de livraison.`).waitFor();
    const shipment = page.getByRole('region', { name: 'Expédition' });
    await shipment.getByText('Colissimo, numéro de suivi 6A 1234 5678 9').waitFor();
    // Shipped: it can be delivered, no longer cancelled.
    await actions.getByRole('button', { name: 'Marquer comme livrée' }).waitFor();
    expect(await actions.getByRole('button', { name: 'Annuler la commande' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(shop.mailDir, email, { subject: new RegExp(`${number} est en route`), after: before });
    expect(mail.text).toContain('6A 1234 5678 9');
    expect(mail.links).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789');
    // The mail is in the order's history, with its delivery.
    await page.reload();
    await page
      .getByRole('region', { name: 'Historique' })
      .getByText(/Mail « Votre commande .* est en route .*» à .* : envoyé le/)
      .waitFor();
    await expectNoPageProblems(page);
  });

  it('cancelling says how much it refunds and how many units go back before it does it', async () => {
    const bought = await paidOrder(3);
    const page = await shop.open('/back/login', desktop);
    await signInStaff(page, DEMO_ADMIN);
    const { number, email } = await openOrder(page, bought);
    const total = (
      await page
        .getByRole('row', { name: /^Total payé/ })
        .getByRole('cell')
        .last()
        .innerText()
    ).trim();

    // A pending order is rejected: the same question, before anything moves.
    await page.getByRole('group', { name: 'Actions sur la commande' }).getByRole('button', { name: 'Rejeter' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: new RegExp(`^Rembourser ${total.replace(/\s/g, '\\s')} et remettre \\d+ articles? en stock \\?$`),
    });
    await dialog.waitFor();
    // Changing one's mind moves nothing.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/^Passée le .* — En attente$/).waitFor();
    await expectNoSeriousA11yViolations(page);
    const before = await mailCount(shop.mailDir);

    await page.getByRole('group', { name: 'Actions sur la commande' }).getByRole('button', { name: 'Rejeter' }).click();
    await dialog.getByRole('button', { name: `Rembourser ${total}` }).click();
    await page.getByRole('status').getByText(`Commande ${number} annulée, ${total} remboursés.`).waitFor();
    await page.getByText(/^Passée le .* — Annulée$/).waitFor();
    await page
      .getByRole('region', { name: 'Remboursements' })
      .getByText(new RegExp(`^${total.replace(/\s/g, '\\s')} — annulation — effectué le`))
      .waitFor();
    const refunded = await waitForMail(shop.mailDir, email, { subject: new RegExp(`Remboursement de votre commande ${number}`), after: before });
    expect(refunded.text).toContain(total);
    await expectNoPageProblems(page);
  });
});
