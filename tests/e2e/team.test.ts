import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const TEAM = '/back/gestion-des-admin';
const PASSWORD = 'le mot de passe de Léa';
const COLLABORATOR_SECTIONS = ['Tableau de bord', 'Commandes', 'Clients', 'Factures', 'Produits', 'Newsletters'];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administration' });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The administrator on the team page, reached from the sidebar as staff reach it. */
async function adminOnTeam(): Promise<Page> {
  const page = await shop.open(TEAM, desktop);
  await signInStaff(page, DEMO_ADMIN);
  await sidebar(page).getByRole('link', { name: 'Équipe' }).click();
  await page.waitForURL((url) => url.pathname === TEAM);
  await page.getByRole('heading', { level: 1, name: 'Gestion de l’équipe' }).waitFor();
  return page;
}

/** Where the back office sends a member after their next click: the sign-in page once their session has ended. */
async function nextClick(page: Page, section: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: section }).click();
  await page.waitForURL((url) => url.pathname === '/back/login');
  await page.getByRole('heading', { level: 1, name: 'Connexion à l’administration' }).waitFor();
}

async function signInWith(page: Page, login: string, password: string): Promise<void> {
  await textbox(page, 'Identifiant ou adresse e-mail').fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('the team', () => {
  it('the administrator invites a collaborator, who chooses a password from the mail and signs in; a new role, then deletion, end their session', async () => {
    const admin = await adminOnTeam();
    const own = card(admin, 'Claire Martin (vous)');
    expect(await own.textContent()).toContain('administrateur');
    // The phone in pairs of digits (spec section 9), the e-mail as a link; no Supprimer on one's own card.
    expect(await own.getByRole('link', { name: '04 78 12 34 56' }).getAttribute('href')).toBe('tel:0478123456');
    expect(await own.getByRole('link', { name: DEMO_ADMIN.login }).getAttribute('href')).toBe(`mailto:${DEMO_ADMIN.login}`);
    expect(await own.getByRole('button', { name: /Supprimer/ }).count()).toBe(0);
    expect(await card(admin, 'Julien Moreau').textContent()).toContain('collaborateur');
    await expectNoSeriousA11yViolations(admin);

    // The form: no password field; what is missing is said beside each field.
    await admin.getByRole('link', { name: 'Ajouter un membre' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ajouter un membre de l’équipe' }).waitFor();
    expect(await admin.getByLabel(/mot de passe/i).count()).toBe(0);
    await admin.getByRole('button', { name: 'Ajouter et inviter' }).click();
    await admin.getByText('Corrigez les 5 champs signalés.').waitFor();
    await admin.getByText('Saisissez le nom.').waitFor();
    expect(await textbox(admin, 'Nom').getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(admin, 'Nom').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(admin);

    const stamp = Date.now();
    const email = `lea.roux.${stamp}@atelier.test`;
    const login = `lroux${stamp}`;
    await textbox(admin, 'Nom').fill('Roux');
    await textbox(admin, 'Prénom').fill('Léa');
    await textbox(admin, 'Adresse e-mail').fill(DEMO_ADMIN.login);
    await textbox(admin, 'Téléphone').fill('0612345678');
    await textbox(admin, 'Identifiant').fill(login);
    await textbox(admin, 'Ville').fill('Lyon');
    expect(await admin.getByRole('combobox', { name: 'Rôle' }).inputValue()).toBe('collaborator');
    expect(await admin.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('FR');
    // An address another member has is refused beside its field, by the server.
    await admin.getByRole('button', { name: 'Ajouter et inviter' }).click();
    await admin.getByText('Cette adresse e-mail est déjà celle d’un autre membre.').waitFor();
    await textbox(admin, 'Adresse e-mail').fill(email);
    const before = await mailCount(shop.mailDir);
    await admin.getByRole('button', { name: 'Ajouter et inviter' }).click();
    await admin.waitForURL((url) => url.pathname === TEAM);
    await admin
      .getByRole('status')
      .getByText(`Léa Roux fait partie de l’équipe : une invitation à choisir son mot de passe vient d’être envoyée à ${email}.`)
      .waitFor();
    const lea = card(admin, 'Léa Roux');
    expect(await lea.textContent()).toMatch(/Invitation en attente : lien valable jusqu’au \d\d\/\d\d\/\d{4}/);
    expect(await lea.getByRole('link', { name: '06 12 34 56 78' }).count()).toBe(1);

    // The invitation arrives over SMTP; its link opens the "choose your password" page.
    const mail = await waitForMail(shop.mailDir, email, { after: before });
    expect(mail.subject).toBe('Votre accès à l’administration d’Atelier Lumière');
    expect(mail.text).toContain(`Votre identifiant : ${login}`);
    const link = new URL(mail.links.find((href) => new URL(href).searchParams.get('mode') === 'invitation')!);
    const member = await shop.open(`${link.pathname}${link.search}`, desktop);
    await member.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' }).waitFor();
    await expectNoSeriousA11yViolations(member);
    await member.getByLabel('Nouveau mot de passe', { exact: true }).fill(PASSWORD);
    await member.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await member.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(await sidebar(member).getByRole('link').allInnerTexts()).toEqual(COLLABORATOR_SECTIONS.map((name) => expect.stringContaining(name)));
    await member.getByText('Connecté : Léa Roux (collaborateur)').waitFor();

    // The link served once.
    const again = await shop.open(`${link.pathname}${link.search}`, desktop);
    await again.getByLabel('Nouveau mot de passe', { exact: true }).fill('un autre mot de passe');
    await again.getByLabel('Confirmation du nouveau mot de passe', { exact: true }).fill('un autre mot de passe');
    await again.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
    await again.getByText(/Ce lien d’invitation a déjà servi/).waitFor();

    // The administrator makes her an administrator: her open session ends at her next click.
    await admin.reload();
    await waitForHydration(admin);
    expect(await card(admin, 'Léa Roux').textContent()).not.toContain('Invitation en attente');
    await card(admin, 'Léa Roux').getByRole('link', { name: 'Modifier Léa Roux' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Modifier un membre de l’équipe' }).waitFor();
    expect(await textbox(admin, 'Identifiant').inputValue()).toBe(login);
    await admin.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Administrateur' });
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.waitForURL((url) => url.pathname === TEAM);
    await admin
      .getByRole('status')
      .getByText(/Son rôle a changé : ses sessions ouvertes sont fermées/)
      .waitFor();
    await expect.poll(() => card(admin, 'Léa Roux').textContent()).toContain('administrateur');

    await nextClick(member, 'Produits');
    await signInWith(member, login, PASSWORD);
    await member.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await sidebar(member).getByRole('link', { name: 'Équipe' }).waitFor();

    // Deleted, after the confirmation: her session ends, and her password opens nothing any more.
    await card(admin, 'Léa Roux').getByRole('button', { name: 'Supprimer Léa Roux' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Supprimer Léa Roux de l’équipe ?' });
    await dialog.getByText(/reste enregistré, sans son nom/).waitFor();
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByRole('status').getByText('Léa Roux a été retiré de l’équipe.').waitFor();
    await expect.poll(() => card(admin, 'Léa Roux').count()).toBe(0);

    await nextClick(member, 'Équipe');
    await signInWith(member, login, PASSWORD);
    await member.getByText('Identifiant ou mot de passe incorrect.').waitFor();
    expectNoPageProblems(admin);
    expectNoPageProblems(member);
  });

  it('speaks English on the English switch', async () => {
    const admin = await adminOnTeam();
    await admin.getByRole('link', { name: 'English' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Team management' }).waitFor();
    expect(await card(admin, 'Claire Martin (you)').textContent()).toContain('administrator');
    await admin.getByRole('link', { name: 'Add a member' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Add a team member' }).waitFor();
    await admin.getByRole('button', { name: 'Add and invite' }).click();
    await admin.getByText('Enter the last name.').waitFor();
    await admin.getByRole('link', { name: 'Français' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ajouter un membre de l’équipe' }).waitFor();
    expectNoPageProblems(admin);
  });
});
