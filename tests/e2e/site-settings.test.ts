import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import type { SiteSettingsState } from '../../src/domain/site-settings';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const SETTINGS = '/back/parametre-du-site';
const MEDIA = '/back/gestion-des-medias';
// A collaborator sent away from both pages: tests/e2e/back-office.test.ts.

/** The settings as the demo shop has them, put back after the journeys (the other journeys expect the demo's pop-up and texts). */
let demoSettings: SiteSettingsState | null = null;
let adminPage: Page | null = null;

afterAll(async () => {
  if (!adminPage || !demoSettings) return;
  const current = await (await adminPage.request.get('/api/admin/settings')).json();
  const restore = await adminPage.request.put('/api/admin/settings', {
    data: { ...demoSettings, version: (current as SiteSettingsState).version },
    headers: { origin: shop.baseUrl },
  });
  expect(restore.status(), await restore.text()).toBe(200);
});

/** The administrator on a back-office page, reached from the sidebar as staff reach it. */
async function adminOn(path: string, link: string, title: string): Promise<Page> {
  const page = await shop.open(path, desktop);
  await signInStaff(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: link }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page;
}

const part = (page: Page, name: string) => page.getByRole('region', { name });

/** A first-time visitor's page (no cookie, so the pop-up shows if it is on), in French unless told. */
async function visit(path: string, locale = 'fr-FR'): Promise<Page> {
  return shop.open(path, { ...desktop, locale });
}

describe('the site settings page', () => {
  it('lets the administrator change the home title in French and English, switch the pop-up off and a banner message on: the storefront shows it at its next load', async () => {
    const admin = await adminOn(SETTINGS, 'Paramètres du site', 'Paramètres du site');
    adminPage = admin;
    demoSettings = (await (await admin.request.get('/api/admin/settings')).json()) as SiteSettingsState;
    for (const name of ['Textes du site', 'Éditeur du site (société)', 'Exploitant (contact)', 'Réseaux sociaux', 'Livraison gratuite']) {
      await admin.getByRole('heading', { level: 2, name }).waitFor();
    }
    await expectNoSeriousA11yViolations(admin);

    // A visitor sees the demo's texts, and its pop-up.
    const before = await visit('/');
    expect(await before.getByRole('heading', { level: 1 }).textContent()).toBe('Fabriqué en France, fait pour durer');
    await before.locator('dialog:modal').waitFor();

    // A wrong link is refused beside its field, and nothing is saved.
    const texts = part(admin, 'Textes du site');
    const social = part(admin, 'Réseaux sociaux');
    await social.getByRole('textbox', { name: 'Compte Instagram' }).fill('javascript:alert(1)');
    await texts.getByRole('textbox', { name: 'Titre de l’accueil (français)', exact: true }).fill('Tricoté à Roanne, cousu à Lyon');
    await admin.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await admin.getByRole('alert').getByText('1 champ est à corriger : rien n’a été enregistré.').waitFor();
    const instagram = social.getByRole('textbox', { name: 'Compte Instagram' });
    await social.getByText('Saisissez une adresse web complète en http ou https, par exemple https://www.exemple.fr.').waitFor();
    expect(await instagram.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => instagram.evaluate((box) => box === document.activeElement)).toBe(true);
    const unchanged = await visit('/');
    expect(await unchanged.getByRole('heading', { level: 1 }).textContent()).toBe('Fabriqué en France, fait pour durer');

    // Corrected, with the English title, the pop-up off and the third banner message on.
    await instagram.fill('https://www.instagram.com/atelierlumiere.demo');
    await texts.getByRole('textbox', { name: 'Titre de l’accueil (anglais)', exact: true }).fill('Knitted in Roanne, sewn in Lyon');
    await texts.getByRole('checkbox', { name: 'Afficher la pop-up' }).uncheck();
    await texts.getByRole('checkbox', { name: 'Afficher le troisième message' }).check();
    await admin.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await admin.getByRole('status').getByText('Paramètres enregistrés : la boutique les affiche dès son prochain chargement.').waitFor();

    const french = await visit('/');
    expect(await french.getByRole('heading', { level: 1 }).textContent()).toBe('Tricoté à Roanne, cousu à Lyon');
    expect(await french.locator('dialog').count()).toBe(0);
    expect(await french.getByRole('region', { name: 'Informations de la boutique' }).textContent()).toContain(
      'Soldes d’hiver : jusqu’à -20 % sur une sélection',
    );
    const english = await visit('/?lang=en', 'en-GB');
    expect(await english.getByRole('heading', { level: 1 }).textContent()).toBe('Knitted in Roanne, sewn in Lyon');
    expect(await english.getByRole('region', { name: 'Shop news' }).textContent()).toContain('Winter sale: up to 20% off a selection');

    // The page opened before the save is out of date: its save is refused, and it offers to reload.
    const late = await adminOn(SETTINGS, 'Paramètres du site', 'Paramètres du site');
    await admin.reload();
    await waitForHydration(admin);
    await part(admin, 'Textes du site').getByRole('textbox', { name: 'Sous-titre de l’accueil (français)' }).fill('Le premier à enregistrer');
    await admin.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await admin.getByRole('status').getByText('Paramètres enregistrés', { exact: false }).waitFor();
    await part(late, 'Textes du site').getByRole('textbox', { name: 'Sous-titre de l’accueil (français)' }).fill('Le second, trop tard');
    await late.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await late.getByRole('alert').getByText('Un autre administrateur a enregistré les paramètres', { exact: false }).waitFor();
    await late.getByRole('button', { name: 'Recharger les paramètres' }).click();
    await expect
      .poll(() => part(late, 'Textes du site').getByRole('textbox', { name: 'Sous-titre de l’accueil (français)' }).inputValue())
      .toBe('Le premier à enregistrer');

    for (const page of [admin, french, english, late]) expectNoPageProblems(page);
  });
});

describe('the media page', () => {
  it('replaces the logo: refused as SVG with a clear message, taken as PNG, shown in the storefront’s header at its next load', async () => {
    const admin = await adminOn(MEDIA, 'Médias', 'Gestion des médias');
    await admin.getByRole('heading', { level: 2, name: 'Signature des mails' }).waitFor();
    await expectNoSeriousA11yViolations(admin);

    const logo = part(admin, 'Logo');
    const current = logo.getByRole('img', { name: 'Image actuelle : Logo' });
    const demoLogo = await current.getAttribute('src');
    expect(demoLogo).toBe('/images/site-logo.svg');

    // An SVG drawing is refused, and the logo stays.
    await logo
      .getByLabel('Nouvelle image : Logo', { exact: true })
      .setInputFiles([{ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    await logo.getByRole('button', { name: 'Valider la nouvelle image : Logo' }).click();
    await logo
      .getByRole('alert')
      .getByText('« logo.svg » est un dessin SVG, refusé car il peut contenir des scripts : exportez-le en PNG.')
      .waitFor();
    expect(await current.getAttribute('src')).toBe(demoLogo);

    // A PNG with transparency: previewed once chosen, then validated.
    const png = await sharp({ create: { width: 600, height: 180, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 0.9 } } })
      .png()
      .toBuffer();
    await logo.getByLabel('Nouvelle image : Logo', { exact: true }).setInputFiles([{ name: 'nouveau-logo.png', mimeType: 'image/png', buffer: png }]);
    await logo.getByRole('img', { name: 'Nouvelle image choisie : Logo' }).waitFor();
    await logo.getByRole('button', { name: 'Valider la nouvelle image : Logo' }).click();
    await logo.getByRole('status').getByText('« Logo » remplacée : la boutique affiche la nouvelle image dès son prochain chargement.').waitFor();
    const newLogo = await current.getAttribute('src');
    expect(newLogo).toMatch(/^\/images\/u-[0-9a-f-]{36}\.png$/);

    // The pop-up may be on or off by now (the settings journey switches it): the header is read whatever covers it.
    const visitor = await visit('/');
    const headerLogo = visitor.locator('.site-header__logo img');
    expect(await headerLogo.getAttribute('src')).toBe(newLogo);
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expectNoPageProblems(admin);
    expectNoPageProblems(visitor);
  });
});
