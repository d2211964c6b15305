import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

async function openDesk(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Newsletters', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestion des newsletters' }).waitFor();
}

async function searchDesk(page: Page, words: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Rechercher et trier les newsletters' });
  await search.getByRole('searchbox', { name: 'Rechercher (titre, description ou auteur)' }).fill(words);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === words);
}

const todayInParis = () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());

describe('newsletter articles in the back office', () => {
  it('a collaborator writes an article with the editor (bold words and a link, from the keyboard), previews its mail, saves it, finds it, reads it, edits it and deletes it', async () => {
    const page = await shop.open('/back/gestion-des-newsletter', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    await openDesk(page);
    const main = page.getByRole('main');
    // The demo customer accepted the newsletter: the header counts at least them.
    await main.getByText(/^\d+ abonnés? reçoi(t|vent) la newsletter$/).waitFor();
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'Créer une newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer une newsletter' }).waitFor();
    // The author is the signed-in staff member.
    expect(await main.getByRole('textbox', { name: 'Auteur' }).inputValue()).toBe('Julien Moreau');
    const editor = main.getByRole('textbox', { name: 'Contenu' });
    await editor.waitFor();
    await expectNoSeriousA11yViolations(page);

    // Sent empty, the form names what is missing and takes focus to the title.
    await main.getByRole('button', { name: 'Enregistrer la newsletter' }).click();
    await main.getByText('3 champs sont à corriger.').waitFor();
    await main.getByText('Donnez un titre à la newsletter.').waitFor();
    await main.getByText('Écrivez le contenu de la newsletter.').waitFor();
    expect(await isFocused(main.getByRole('textbox', { name: 'Titre' }))).toBe(true);

    const title = `Lin d’été ${Date.now()}`;
    await main.getByRole('textbox', { name: 'Titre' }).fill(title);
    await main.getByRole('textbox', { name: 'Description' }).fill('Trois pièces en lin lavé pour l’été.');

    // The content, from the keyboard: Ctrl+B for bold, then the toolbar's link button reached with Shift+Tab and End.
    await editor.click();
    await page.keyboard.type('Découvrez ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('la collection été');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' sur notre site');
    // The editor reads typed text from the page a moment later: select once it has it all.
    await expect.poll(() => editor.innerText()).toContain('sur notre site');
    for (let n = 0; n < 'notre site'.length; n++) await page.keyboard.press('Shift+ArrowLeft');
    // The words the editor itself holds as selected (Tiptap hangs its editor on the editable element).
    const selected = () =>
      editor.evaluate((element) => {
        const { state } = (
          element as unknown as {
            editor: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number): string } } };
          }
        ).editor;
        return state.doc.textBetween(state.selection.from, state.selection.to);
      });
    await expect.poll(selected).toBe('notre site');
    await page.keyboard.press('Shift+Tab');
    const toolbar = main.getByRole('toolbar', { name: 'Mise en forme du contenu' });
    expect(await isFocused(toolbar.getByRole('button', { name: 'Gras' }))).toBe(true);
    await page.keyboard.press('End');
    expect(await isFocused(toolbar.getByRole('button', { name: 'Lien' }))).toBe(true);
    await page.keyboard.press('Enter');
    const address = main.getByRole('textbox', { name: 'Adresse du lien' });
    expect(await isFocused(address)).toBe(true);
    await address.fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await main.getByText('Cette adresse ne peut pas servir de lien').waitFor();
    await address.fill('https://atelier.example/nouveautes');
    await page.keyboard.press('Enter');
    await address.waitFor({ state: 'detached' });
    expect(await editor.innerHTML()).toContain('<strong>la collection été</strong>');
    expect(await editor.locator('a[href="https://atelier.example/nouveautes"]').innerText()).toBe('notre site');

    // The preview is the mail itself, in a frame that runs no script.
    await main.getByRole('button', { name: 'Voir l’aperçu' }).click();
    await main.getByText(`Objet : Newsletter Atelier Lumière : ${title}`).waitFor();
    const frame = main.getByTitle(`Aperçu du mail « Newsletter Atelier Lumière : ${title} »`);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const mail = frame.contentFrame();
    await mail.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await mail.locator('strong', { hasText: 'la collection été' }).count()).toBe(1);
    expect(await mail.getByRole('link', { name: 'notre site' }).getAttribute('href')).toBe('https://atelier.example/nouveautes');
    await mail.getByRole('link', { name: 'Se désinscrire' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('button', { name: 'Enregistrer la newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des newsletters' }).waitFor();
    await main.getByText(`Newsletter « ${title} » enregistrée.`).waitFor();

    // Found by a word of its title, with its date, author and description.
    await searchDesk(page, title.split(' ').at(-1)!);
    const cards = main.getByRole('list', { name: 'Newsletters' }).getByRole('listitem');
    expect(await cards.count()).toBe(1);
    const card = cards.first();
    await card.getByRole('heading', { level: 2, name: title }).waitFor();
    expect(await card.innerText()).toContain(todayInParis());
    expect(await card.innerText()).toContain('Par Julien Moreau');
    expect(await card.innerText()).toContain('Trois pièces en lin lavé pour l’été.');
    expect(await card.innerText()).toContain('Jamais envoyée');
    await main.getByRole('link', { name: 'Supprimer les filtres' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The reader, with its reading-progress bar.
    await card.getByRole('link', { name: `Lire « ${title} »` }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await main.getByRole('progressbar', { name: 'Progression de la lecture' }).waitFor();
    expect(await main.locator('.newsletter-reader__content strong').innerText()).toBe('la collection été');
    expect(await main.getByRole('link', { name: 'notre site' }).getAttribute('target')).toBe('_blank');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Retour aux newsletters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des newsletters' }).waitFor();

    // Edited: the form opens with the article, and the list shows the change.
    await searchDesk(page, title.split(' ').at(-1)!);
    await main.getByRole('link', { name: `Modifier « ${title} »` }).click();
    await page.getByRole('heading', { level: 1, name: 'Modifier une newsletter' }).waitFor();
    const titleBox = main.getByRole('textbox', { name: 'Titre' });
    expect(await titleBox.inputValue()).toBe(title);
    expect(await main.getByRole('textbox', { name: 'Contenu' }).innerHTML()).toContain('<strong>la collection été</strong>');
    await expectNoSeriousA11yViolations(page);
    const edited = `${title} (mis à jour)`;
    await titleBox.fill(edited);
    await main.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await main.getByText(`Modifications de « ${edited} » enregistrées.`).waitFor();

    // Deleted after the spec's confirmation.
    await searchDesk(page, title.split(' ').at(-1)!);
    await main.getByRole('button', { name: `Supprimer « ${edited} »` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Supprimer la newsletter « ${edited} » ?` });
    await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByText(`Newsletter « ${edited} » supprimée.`).waitFor();
    await main.getByText('Aucune newsletter ne correspond à la recherche.').waitFor();
    expectNoPageProblems(page);
  });

  it('says plainly when an article does not exist, in the reader and the edition form', async () => {
    const page = await shop.open('/back/newsletter/article/999999', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    for (const path of ['/back/newsletter/article/999999', '/back/newsletter/edition/999999', '/back/newsletter/edition/abc']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByText('Cette newsletter n’existe pas ou a été supprimée.').waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Retour aux newsletters' }).waitFor();
    }
    expectNoPageProblems(page);
  });
});
