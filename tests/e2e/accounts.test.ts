import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'Un mot de passe solide';
let run = 0;
const newAddress = () => `client.${Date.now()}.${++run}@exemple.fr`;

/** Follows a link of a mail in the page, as a customer clicking it would. */
async function openMailLink(page: Page, links: string[], path: string): Promise<void> {
  const link = links.find((l) => new URL(l).pathname === path);
  expect(link, `a link to ${path} in the mail`).toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await waitForHydration(page);
}

/**
 * Fills and sends the sign-in form of the page shown. After a link inside the shop, the address
 * bar changes before React shows the new page (the navigation's render is a transition): the
 * form's button is waited for first, or the fields filled could be those of the page left (the
 * registration page has the same "Adresse e-mail" and "Mot de passe").
 */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
  await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/connexion');
  await waitForHydration(page);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/parametres-du-compte');
}

async function accountApi(path: string, body: unknown): Promise<Response> {
  return fetch(`${shop.baseUrl}/api/store/account/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify(body),
  });
}

/** Registers `email` through the API and returns the link of its confirmation mail. */
async function registrationLink(email: string, firstName = 'Inès'): Promise<URL> {
  const before = await mailCount(shop.mailDir);
  expect((await accountApi('register', { firstName, lastName: 'Roux', email, password: PASSWORD, acceptTerms: true })).status).toBe(202);
  const mail = await waitForMail(shop.mailDir, email, { after: before });
  return new URL(mail.links.find((l) => new URL(l).pathname === '/confirmation-inscription')!);
}

/** An activated account, made through the API as the first journey showed in the browser. */
async function activeAccount(email: string): Promise<void> {
  const link = await registrationLink(email);
  expect((await accountApi('confirm', { email, code: link.searchParams.get('code') })).status).toBe(200);
}

const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true });

async function addAddress(page: Page, fields: { line1: string; zip: string; city: string; phone: string }): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'Ajouter une adresse' }).click();
  await page.waitForURL((url) => url.pathname === '/creer-une-adresse');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill(fields.line1);
  await form.getByRole('textbox', { name: 'Code postal', exact: true }).fill(fields.zip);
  await form.getByRole('textbox', { name: 'Ville', exact: true }).fill(fields.city);
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill(fields.phone);
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await page.waitForURL((url) => url.pathname === '/address-utilisateur');
}

describe('a customer account in Chromium', () => {
  it('registers, confirms from the mail, signs in, keeps two addresses with the second as default delivery, renames, signs out, and is kept out of account pages', async () => {
    const email = newAddress();
    const page = await shop.open('/creer-un-compte', desktop);
    await acceptInfoPopup(page);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Zoé');
    await main.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await main.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await main.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    expect(await main.getByRole('checkbox', { name: /newsletter/ }).isChecked()).toBe(true);
    await main.getByRole('checkbox', { name: /conditions générales/ }).check();
    await expectNoSeriousA11yViolations(page);
    const before = await mailCount(shop.mailDir);
    await main.getByRole('button', { name: 'Créer mon compte' }).click();
    await main.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();

    // The confirmation mail arrives over SMTP, in French, with a link that activates the account.
    const mail = await waitForMail(shop.mailDir, email, { after: before });
    expect(mail.text).toContain('Zoé');
    await openMailLink(page, mail.links, '/confirmation-inscription');
    await page.getByRole('heading', { name: 'Votre compte est activé' }).waitFor();

    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'Bonjour Zoé' }).count()).toBe(1);

    // Two addresses; the second becomes the default delivery address.
    await page.getByRole('link', { name: 'Mes adresses' }).click();
    await page.waitForURL((url) => url.pathname === '/address-utilisateur');
    await addAddress(page, { line1: '12 rue des Canuts', zip: '69004', city: 'Lyon', phone: '0612345678' });
    await addAddress(page, { line1: '3 quai Saint-Antoine', zip: '69002', city: 'Lyon', phone: '0698765432' });
    await page.getByRole('button', { name: /Utiliser par défaut pour la livraison.*3 quai Saint-Antoine/ }).click();
    const firstCard = page.locator('.address-card').first();
    await expect.poll(() => firstCard.textContent()).toContain('3 quai Saint-Antoine');
    expect(await firstCard.textContent()).toContain('Livraison par défaut');
    expect(await firstCard.textContent()).toContain('06 98 76 54 32');
    expect(await page.locator('.address-card', { hasText: '12 rue des Canuts' }).textContent()).not.toContain('Livraison par défaut');
    await expectNoSeriousA11yViolations(page);

    // A new first name, greeted at once.
    await page.getByRole('link', { name: 'Paramètres du compte' }).first().click();
    await page.waitForURL((url) => url.pathname === '/parametres-du-compte');
    const profile = page.getByRole('region', { name: 'Informations personnelles' });
    await profile.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Zoéline');
    await profile.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bonjour Zoéline' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    // Signing out goes home; the account pages then send the visitor home too.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/parametres-du-compte');
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoPageProblems(page);
  });

  it('resets a forgotten password from the mail and signs in with the new one', async () => {
    // An activated account, made through the API as the first journey showed in the browser.
    const email = newAddress();
    const api = (path: string, body: unknown) =>
      fetch(`${shop.baseUrl}/api/store/account/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        body: JSON.stringify(body),
      });
    let before = await mailCount(shop.mailDir);
    expect((await api('register', { firstName: 'Léa', lastName: 'Durand', email, password: PASSWORD, acceptTerms: true })).status).toBe(202);
    const confirmation = new URL(
      (await waitForMail(shop.mailDir, email, { after: before })).links.find((l) => l.includes('/confirmation-inscription'))!,
    );
    expect((await api('confirm', { email, code: confirmation.searchParams.get('code') })).status).toBe(200);

    const page = await shop.open('/connexion', desktop);
    await acceptInfoPopup(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('main').getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    before = await mailCount(shop.mailDir);
    await page.getByRole('main').getByRole('button', { name: 'Envoyer le lien' }).click();

    const mail = await waitForMail(shop.mailDir, email, { after: before });
    await openMailLink(page, mail.links, '/reinisialisation-mot-de-passe');
    const form = page.getByRole('main');
    const NEW_PASSWORD = 'Un tout nouveau secret';
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('autre chose');
    await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(() => form.textContent()).toContain('Les mots de passe ne correspondent pas.');
    await form.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await form.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();

    // The old password no longer opens the account; the new one does.
    expect((await api('login', { email, password: PASSWORD })).status).toBe(401);
    await signIn(page, email, NEW_PASSWORD);
    await expect.poll(() => page.getByRole('heading', { name: 'Bonjour Léa' }).count()).toBe(1);
    expectNoPageProblems(page);
  });

  it('says a confirmation link opened again, in another browser, finds the account already active, and offers to sign in', async () => {
    const email = newAddress();
    const link = await registrationLink(email);
    const path = `${link.pathname}${link.search}`;

    const first = await shop.open(path, desktop);
    await first.getByRole('heading', { name: 'Votre compte est activé' }).waitFor();

    // Another device: a fresh browser with no memory of the first visit.
    const again = await shop.open(path, desktop);
    await acceptInfoPopup(again);
    const main = again.getByRole('main');
    await main.getByRole('heading', { name: 'Votre compte est déjà activé' }).waitFor();
    expect(await main.textContent()).not.toContain('Ce lien ne fonctionne pas');
    await expectNoSeriousA11yViolations(again);
    await main.getByRole('link', { name: 'Se connecter' }).click();
    await again.waitForURL((url) => url.pathname === '/connexion');
    await submitSignIn(again, email, PASSWORD);
    await again.waitForURL((url) => url.pathname === '/parametres-du-compte');

    // A code never issued for that address still says only that the link does not work.
    const forged = await shop.open(`/confirmation-inscription?code=${'x'.repeat(43)}&email=${encodeURIComponent(email)}`, desktop);
    await forged.getByRole('heading', { name: 'Ce lien ne fonctionne pas' }).waitFor();
    expectNoPageProblems(again);
  });

  it('signs in from the header and comes back to the page it was on: a filtered list, and the cart through the registration page', async () => {
    // The demo customer: registrations are limited per IP (5 a minute) and this file makes several.
    const { email, password } = DEMO_CUSTOMER;
    const list = '/t-shirts?sort=price_asc';
    const page = await shop.open(list, desktop);
    await acceptInfoPopup(page);
    await headerSignIn(page).click();
    await page.waitForURL((url) => url.pathname === '/connexion');
    await submitSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/t-shirts');
    expect(new URL(page.url()).search).toBe('?sort=price_asc');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Mon compte' }).count()).toBe(1);

    // A visitor on the cart who first looks at the registration page, then signs in after all.
    const visitor = await shop.open('/panier', desktop);
    await acceptInfoPopup(visitor);
    await headerSignIn(visitor).click();
    await visitor.waitForURL((url) => url.pathname === '/connexion');
    await visitor.getByRole('main').getByRole('link', { name: 'Créer un compte' }).click();
    await visitor.waitForURL((url) => url.pathname === '/creer-un-compte');
    await visitor.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await visitor.waitForURL((url) => url.pathname === '/connexion');
    await submitSignIn(visitor, email, password);
    await visitor.waitForURL((url) => url.pathname === '/panier');
    expectNoPageProblems(visitor);
  });

  it('deletes the account and lands on the home page with a message that says so, for this customer only', async () => {
    const email = newAddress();
    await activeAccount(email);
    const page = await shop.open('/connexion', desktop);
    await acceptInfoPopup(page);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/parametres-du-compte');

    await page.getByRole('main').getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Êtes-vous certain de vouloir supprimer votre compte ?' });
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByRole('status').filter({ hasText: 'Votre compte a bien été supprimé.' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect((await accountApi('login', { email, password: PASSWORD })).status).toBe(401);

    // The home page is the same for everyone: another visitor sees no such message.
    const other = await shop.open('/', desktop);
    expect(await other.getByRole('main').textContent()).not.toContain('supprimé');
    expectNoPageProblems(page);
  });
});
