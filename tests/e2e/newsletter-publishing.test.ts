import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/db/seed/demo-accounts';
import { SHOP_START_TIMEOUT_MS, startShop, type ShopProcess } from '../helpers/shop-process';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { startMailbox, waitForMail, type ReceivedMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

/**
 * Issue 11's publishing journey. It needs a shop whose newsletter reaches exactly three
 * addresses, so it starts one of its own (the journeys' shared shop gathers subscribers from
 * other journeys), with its own SMTP mailbox; the browser comes from the shared setup.
 */
const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const READERS = ['ines.lecture@exemple.fr', 'Marc.Lecture@exemple.fr', 'zoe.lecture@exemple.com'];

let workDir = '';
let own: ShopProcess | undefined;
let mailbox: { port: number; close(): Promise<void> } | undefined;
const mailDir = () => path.join(workDir, 'mails');

async function post(url: string, body?: string, contentType = 'application/json'): Promise<Response> {
  return fetch(`${own!.url}${url}`, { method: 'POST', headers: { 'content-type': contentType, 'accept-language': 'fr' }, body });
}

/** Signs an address up as the footer's form does, and follows the link of the mail it receives, as its owner does. */
async function subscribe(email: string): Promise<void> {
  expect((await post('/api/store/newsletter', JSON.stringify({ email, acceptTerms: true }))).status).toBe(202);
  const mail = await waitForMail(mailDir(), email, { subject: /^Confirmez votre inscription/ });
  const link = new URL(mail.links.find((href) => href.includes('/confirmation-newsletter'))!);
  expect((await post('/api/store/newsletter/confirm', JSON.stringify({ code: link.searchParams.get('code') }))).status).toBe(200);
}

const header = (mail: ReceivedMail, name: string) =>
  mail.headers.find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.replace(/^[^:]+:\s*/, '');

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-publishing-'));
  mailbox = await startMailbox(mailDir());
  own = await startShop(process.cwd(), { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }, workDir);
}, SHOP_START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  // The shop first: it closes its SMTP connections, which the mailbox would otherwise wait for.
  await own?.stop();
  await mailbox?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('publishing a newsletter in Chromium', () => {
  it('the administrator writes an article and publishes it to 3 subscribers: the progress reaches 3 of 3, the mails arrive with one-click unsubscribe, which works', async () => {
    // Exactly three readers: the demo customer leaves the newsletter, three people join it.
    expect((await post('/api/store/newsletter/unsubscribe', JSON.stringify({ email: DEMO_CUSTOMER.email }))).status).toBe(200);
    for (const email of READERS) await subscribe(email);

    const page = await shop.open('/back/gestion-des-newsletter', { ...desktop, baseURL: own!.url });
    await signInStaff(page, DEMO_ADMIN);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Newsletters', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des newsletters' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('3 abonnés reçoivent la newsletter').waitFor();

    // Written in the editor and saved.
    const title = `Laine d’hiver ${Date.now()}`;
    await main.getByRole('link', { name: 'Créer une newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer une newsletter' }).waitFor();
    await main.getByRole('textbox', { name: 'Titre' }).fill(title);
    await main.getByRole('textbox', { name: 'Description' }).fill('Trois pulls tricotés à Lyon.');
    const editor = main.getByRole('textbox', { name: 'Contenu' });
    await editor.click();
    await page.keyboard.type('Nos pulls en mérinos arrivent cette semaine.');
    await expect.poll(() => editor.innerText()).toContain('cette semaine');
    await main.getByRole('button', { name: 'Enregistrer la newsletter' }).click();
    await main.getByText(`Newsletter « ${title} » enregistrée.`).waitFor();

    // Published from its card, after the confirmation; the button waits meanwhile.
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await card.getByRole('button', { name: `Publier « ${title} »` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Publier « ${title} » ?` });
    await dialog.getByText('envoyé tout de suite par e-mail à chaque abonné').waitFor();
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The progress, live, until every mail is out.
    const progress = card.getByRole('progressbar', { name: `Envoi de « ${title} »` });
    await expect.poll(() => progress.getAttribute('aria-valuetext')).toBe('3 sur 3 envoyés, 0 en échec');
    await card.getByRole('status').filter({ hasText: 'Envoi terminé le' }).waitFor();
    await card.getByRole('button', { name: `Publier à nouveau « ${title} »` }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // It survives a reload: the page reads the send from the server.
    await page.reload();
    await card.getByText('3 sur 3 envoyés, 0 en échec').waitFor();

    // Each reader has the article, with both one-click headers and a visible link.
    const oneClicks: string[] = [];
    for (const email of READERS) {
      const mail = await waitForMail(mailDir(), email, { subject: new RegExp(title) });
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
      expect(oneClick).toMatch(new RegExp(`^${own!.url}/api/store/newsletter/unsubscribe/[\\w-]+$`));
      expect(mail.text).toContain('Nos pulls en mérinos arrivent cette semaine.');
      expect(mail.links.some((href) => href.startsWith(`${own!.url}/desinscription-newsletter?token=`))).toBe(true);
      oneClicks.push(oneClick!);
    }

    // A mail client's one-click unsubscribe: a form POST, no cookie.
    const answer = await fetch(oneClicks[1]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    await page.reload();
    await main.getByText('2 abonnés reçoivent la newsletter').waitFor();
    expectNoPageProblems(page);
  });
});
