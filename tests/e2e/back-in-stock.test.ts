import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { JOURNEY_FIXTURES } from '../../src/db/seed/demo-fixtures';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

type ApiProduct = { colors: { id: number; name: string }[]; sizes: { id: number; name: string }[] };

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

// A cap sold out in every colour, in its one size (UNI), that no other journey uses.
const cap = JOURNEY_FIXTURES.soldOutProducts[2];

describe('back-in-stock alert in Chromium', () => {
  it('a guest asks for a sold-out colour, confirms from the mail, staff restock it and the mail brings the guest back to it', async () => {
    const product = (await (await fetch(`${shop.baseUrl}/api/store/products/${cap.id}?lang=fr`)).json()) as ApiProduct;
    const black = product.colors.find((color) => color.name === 'Noir')!;
    const uni = product.sizes.find((size) => size.name === 'UNI')!;
    const email = `alerte.${Date.now()}@exemple.fr`;

    // The guest picks the black cap: sold out, it offers the alert in place of the add button.
    const page = await shop.open(`/produit/${cap.id}`, desktop);
    await acceptInfoPopup(page);
    await page.locator('label.swatch', { hasText: 'Noir' }).click();
    const alert = page.getByRole('region', { name: 'Prévenez-moi quand il revient' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Noir en taille UNI : épuisé');
    expect(await page.getByRole('button', { name: 'Ajouter au panier' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    const before = await mailCount(shop.mailDir);
    await alert.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await alert.getByRole('button', { name: 'Me prévenir' }).click();
    await expect.poll(() => alert.getByRole('status').textContent()).toContain('e-mail de confirmation');

    // Double opt-in: the link of the mail turns the alert on.
    const confirmation = await waitForMail(shop.mailDir, email, { subject: /^Confirmez votre alerte de retour en stock/, after: before });
    const link = confirmation.links.map((l) => new URL(l)).find((url) => url.pathname === '/confirmation-alerte-stock');
    expect(link, 'a link to /confirmation-alerte-stock in the mail').toBeDefined();
    await page.goto(`${link!.pathname}${link!.search}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Alerte de retour en stock' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Alerte confirmée' }).waitFor();

    // Staff see the customer waiting under the black cap's quantity, and receive 3.
    const staff = await shop.open(`/back/modification/produit/${cap.id}`, desktop);
    await signInStaff(staff, DEMO_ADMIN);
    await staff.goto(`/back/modification/produit/${cap.id}`);
    await waitForHydration(staff);
    await staff.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
    const quantity = staff.getByRole('spinbutton', { name: 'Noir, taille UNI' });
    expect(await quantity.getAttribute('aria-describedby')).toBeTruthy();
    await staff.getByText('1 client attend son retour').waitFor();
    const afterConfirmation = await mailCount(shop.mailDir);
    await quantity.fill('3');
    await staff.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await staff.getByText('Modifications enregistrées.').waitFor();

    // One mail, in French, whose link opens the cap in black, now for sale.
    const back = await waitForMail(shop.mailDir, email, { subject: /est de retour/, after: afterConfirmation });
    expect(back.subject).toMatch(/^Casquette Sentier est de retour – /);
    const productLink = back.links.map((l) => new URL(l)).find((url) => url.pathname === `/produit/${cap.id}`);
    expect(productLink?.searchParams.get('color')).toBe(String(black.id));
    expect(productLink?.searchParams.get('size')).toBe(String(uni.id));
    await page.goto(`${productLink!.pathname}${productLink!.search}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Noir/ }).isChecked()).toBe(true);
    await staff.getByText('1 client attend son retour').waitFor({ state: 'detached' });

    // The cap sold out again, as the other journeys know it.
    await quantity.fill('0');
    await staff.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await staff.getByText('Modifications enregistrées.').waitFor();
    expectNoPageProblems(page);
    expectNoPageProblems(staff);
  });
});
