import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
/** A browser that prefers English: the back office still opens in French (spec back-office section 1). */
const englishDesktop = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };

const ALL_SECTIONS = [
  'Tableau de bord',
  'Commandes',
  'Clients',
  'Factures',
  'Créer une facture',
  'Exports comptables',
  'Produits',
  'Newsletters',
  'Équipe',
  'Paramètres produits',
  'Paramètres du site',
  'Médias',
  'Journal',
];
const COLLABORATOR_SECTIONS = ['Tableau de bord', 'Commandes', 'Clients', 'Factures', 'Produits', 'Newsletters'];

async function signIn(page: Page, login: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Identifiant ou adresse e-mail' }).fill(login);
  await main.getByLabel('Mot de passe', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Se connecter' }).click();
  // Both roles land on the dashboard.
  await page.waitForURL((url) => url.pathname === '/back/tableau-de-bord');
  await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
}

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Administration' }).getByRole('link');

describe('the back office', () => {
  it('sends a visitor to the sign-in page; the administrator signs in, sees every section and the badge, and signs out', async () => {
    const page = await shop.open('/back/gestion-des-commandes', englishDesktop);
    await page.waitForURL((url) => url.pathname === '/back/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion à l’administration' }).waitFor();
    // No storefront chrome: no site header, footer or news band.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    // The password can be shown and hidden again.
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('secret');
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');
    await expectNoSeriousA11yViolations(page);

    // A wrong password is refused with the server's French message.
    await page.getByRole('textbox', { name: 'Identifiant ou adresse e-mail' }).fill(DEMO_ADMIN.login);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Identifiant ou mot de passe incorrect.').waitFor();

    await signIn(page, DEMO_ADMIN.login, DEMO_ADMIN.password);
    expect(await sidebarLinks(page).allInnerTexts()).toEqual(expect.arrayContaining(ALL_SECTIONS.map((name) => expect.stringContaining(name))));
    expect(await page.getByText('Connecté : Claire Martin (administrateur)').count()).toBe(1);
    const unconsulted = await page.evaluate(
      async () => ((await (await fetch('/api/admin/sidebar')).json()) as { unconsultedOrders: number }).unconsultedOrders,
    );
    const ordersLink = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: /^Commandes/ });
    if (unconsulted > 0) expect(await ordersLink.innerText()).toContain(String(unconsulted));
    expect(await page.getByRole('banner').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // An administrators' page opens for the administrator.
    await sidebarLinks(page).filter({ hasText: 'Équipe' }).click();
    await page.waitForURL((url) => url.pathname === '/back/gestion-des-admin');
    await page.getByRole('heading', { level: 1, name: 'Gestion de l’équipe' }).waitFor();

    // The English switch, then back to French.
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Team management' }).waitFor();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion de l’équipe' }).waitFor();

    // /back and an unknown back-office address lead to the dashboard.
    for (const path of ['/back', '/back/nulle-part']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForURL((url) => url.pathname === '/back/tableau-de-bord');
      await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    }

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/back/login');
    await page.goto('/back/gestion-des-factures');
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/back/login');
    expectNoPageProblems(page);
  });

  it('sends a collaborator away from the administrators’ pages, to the orders list', async () => {
    const page = await shop.open('/back/login');
    await signIn(page, DEMO_COLLABORATOR.login, DEMO_COLLABORATOR.password);
    expect(await sidebarLinks(page).allInnerTexts()).toEqual(COLLABORATOR_SECTIONS.map((name) => expect.stringContaining(name)));
    for (const path of ['/back/gestion-des-admin', '/back/creer-une-facture', '/back/parametre-du-site', '/back/gestion-des-medias']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForURL((url) => url.pathname === '/back/gestion-des-commandes');
      await page.getByRole('heading', { level: 1, name: 'Gestion des commandes' }).waitFor();
    }
    // A collaborator's own sections open; the invoice desk without the administrators' automatic invoicing switch.
    await sidebarLinks(page).filter({ hasText: 'Factures' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des factures' }).waitFor();
    await page.getByRole('table', { name: 'Factures et avoirs' }).or(page.getByText('Aucune facture ne correspond.')).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Facturer automatiquement les commandes payées' }).count()).toBe(0);
    await sidebarLinks(page).filter({ hasText: 'Produits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des produits' }).waitFor();
    expectNoPageProblems(page);
  });

  it('resets a staff password from the mailed link (real SMTP) and signs in with it', async () => {
    const page = await shop.open('/back/login');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    const before = await mailCount(shop.mailDir);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(DEMO_COLLABORATOR.login);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(/un lien pour choisir un nouveau mot de passe vient de lui être envoyé/).waitFor();

    const mail = await waitForMail(shop.mailDir, DEMO_COLLABORATOR.login, { after: before });
    const link = new URL(mail.links.find((l) => new URL(l).pathname === '/back/login')!);
    await page.goto(`${link.pathname}${link.search}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }).waitFor();
    // The demo password is chosen again, so the README's accounts keep working for the other journeys.
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(DEMO_COLLABORATOR.password);
    await page.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(DEMO_COLLABORATOR.password);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été changé. Connectez-vous avec le nouveau.').waitFor();
    await signIn(page, DEMO_COLLABORATOR.login, DEMO_COLLABORATOR.password);
    expectNoPageProblems(page);
  });
});
