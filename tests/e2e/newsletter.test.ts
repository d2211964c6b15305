import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { mailCount, waitForMail } from './helpers/mailbox';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop, waitForHydration } from './helpers/shop';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

describe('newsletter double opt-in in Chromium', () => {
  it('signs up in the footer, confirms from the mail received over SMTP, then receives the welcome mail', async () => {
    const email = `lecteur.${Date.now()}@exemple.fr`;
    const page = await shop.open('/', desktop);
    await acceptInfoPopup(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await form.getByRole('checkbox', { name: /conditions générales/ }).check();
    const before = await mailCount(shop.mailDir);
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('e-mail de confirmation');

    // Only a confirmation link arrives: nothing is subscribed yet.
    const mail = await waitForMail(shop.mailDir, email, { after: before });
    expect(mail.subject).toMatch(/^Confirmez votre inscription à la newsletter/);
    const link = mail.links.map((l) => new URL(l)).find((url) => url.pathname === '/confirmation-newsletter');
    expect(link, 'a link to /confirmation-newsletter in the mail').toBeDefined();

    const afterConfirmation = await mailCount(shop.mailDir);
    await page.goto(`${link!.pathname}${link!.search}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Inscription à la newsletter' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Inscription confirmée' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const welcome = await waitForMail(shop.mailDir, email, { after: afterConfirmation });
    expect(welcome.subject).toMatch(/^Bienvenue dans la newsletter/);

    // The same link opened in another browser says so again, in English for an English browser.
    const elsewhere = await shop.open(`${link!.pathname}${link!.search}`, { ...desktop, locale: 'en-GB' });
    await acceptInfoPopup(elsewhere);
    await elsewhere.getByRole('heading', { level: 2, name: 'Subscription confirmed' }).waitFor();
    expectNoPageProblems(page);
    expectNoPageProblems(elsewhere);
  });

  it('says a link that does not work does not, and offers the way back', async () => {
    const page = await shop.open(`/confirmation-newsletter?code=${'x'.repeat(43)}`, desktop);
    await acceptInfoPopup(page);
    await page.getByRole('heading', { level: 2, name: 'Ce lien ne fonctionne pas' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Inscrivez-vous à nouveau');
    await page.getByRole('main').getByRole('link', { name: 'Retour à la boutique' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
