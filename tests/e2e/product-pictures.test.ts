import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_COLLABORATOR } from '../../src/db/seed/demo-accounts';
import { JOURNEY_FIXTURES } from '../../src/db/seed/demo-fixtures';
import { expectNoSeriousA11yViolations } from './helpers/a11y';
import { expectNoPageProblems } from './helpers/problems';
import { acceptInfoPopup, useShop } from './helpers/shop';
import { signInStaff } from './helpers/staff';

const shop = useShop();
const desktop = { viewport: { width: 1280, height: 900 } };
const { picturedProduct } = JOURNEY_FIXTURES;
const [black, navy] = picturedProduct.colors;

/**
 * A phone's portrait photo (2:3) of one colour with some grain (about 2 MB as JPEG): its upload
 * takes long enough to watch, and the shop cuts it to 4:5.
 */
async function photo(background: string): Promise<Buffer> {
  const [width, height] = [1920, 2880];
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const listedSources = (page: Page) =>
  page.locator('.product-pictures__items img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
const fileName = (src: string) => src.split('/').pop()!;

/** Height over width of a picture once loaded: of its file, and of the box the page draws it in. */
async function shapeOf(picture: Locator): Promise<{ file: number; shown: number }> {
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  return picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return { file: image.naturalHeight / image.naturalWidth, shown: box.height / box.width };
  });
}

/** A 4:5 portrait, within a pixel of the box drawn. */
async function expectPortrait(picture: Locator): Promise<void> {
  const { file, shown } = await shapeOf(picture);
  const width = (await picture.boundingBox())!.width;
  expect(file).toBeCloseTo(1.25, 2);
  expect(Math.abs(shown - 1.25) * width).toBeLessThanOrEqual(1);
}

describe('product pictures in the back office', () => {
  it('a collaborator uploads three pictures on the product’s edit page, colours, orders and picks the card picture, saves, and the product page follows the chosen colour', async () => {
    const page = await shop.open('/back/gestion-des-commandes', desktop);
    await signInStaff(page, DEMO_COLLABORATOR);
    await page.goto(`/back/modification/produit/${picturedProduct.id}`);
    await page.getByRole('heading', { level: 1, name: 'Modifier un produit' }).waitFor();
    const pictures = page.getByRole('region', { name: 'Images' });
    await pictures.getByText('3 photos par couleur conseillées.').waitFor();
    await pictures.getByText('Noms de fichiers du type Nom.Extension (par exemple tee-marine-face.jpg).').waitFor();
    const demoCount = (await listedSources(page)).length;
    expect(demoCount).toBeGreaterThan(0);

    // Three files at once: each shows its progress until it has joined the list, in the order chosen.
    await pictures.getByLabel('Ajouter des images').setInputFiles([
      { name: 'vert.jpg', mimeType: 'image/jpeg', buffer: await photo('#2e8b57') },
      { name: 'jaune.jpg', mimeType: 'image/jpeg', buffer: await photo('#e0b000') },
      { name: 'violet.jpg', mimeType: 'image/jpeg', buffer: await photo('#6a3d9a') },
    ]);
    await pictures.getByRole('progressbar', { name: 'Envoi de « violet.jpg »' }).waitFor();
    // The product is not saved while pictures are on their way: the list would miss them.
    const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => listedSources(page).then((sources) => sources.length)).toBe(demoCount + 3);
    expect(await pictures.getByRole('progressbar').count()).toBe(0);
    const [green, yellow, purple] = (await listedSources(page)).slice(demoCount);
    for (const src of [green, yellow, purple]) expect(src).toMatch(/^\/images\/w400\/u-[0-9a-f-]+\.webp$/);

    // A refused file says why, naming it, and joins nothing.
    await pictures
      .getByLabel('Ajouter des images')
      .setInputFiles([{ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    await pictures
      .getByRole('alert')
      .getByText('« logo.svg » est un dessin SVG, refusé car il peut contenir des scripts : exportez-le en PNG.')
      .waitFor();
    await pictures.getByRole('button', { name: 'Effacer ce message' }).click();
    expect(await listedSources(page)).toHaveLength(demoCount + 3);

    // The demo pictures go, each after the confirmation (ANNULER keeps the picture).
    await pictures.getByRole('button', { name: 'Supprimer l’image 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette image ?' });
    await dialog.getByRole('button', { name: 'ANNULER' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await listedSources(page)).toHaveLength(demoCount + 3);
    for (let left = demoCount; left > 0; left--) {
      await pictures.getByRole('button', { name: 'Supprimer l’image 1' }).click();
      await dialog.getByRole('button', { name: 'CONFIRMER' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(await listedSources(page)).toEqual([green, yellow, purple]);
    await expectNoSeriousA11yViolations(page);

    // Colours: green and purple show the black sweat, yellow the navy one.
    await pictures.getByLabel('Couleur de l’image 1').selectOption({ label: black.nameFr });
    await pictures.getByLabel('Couleur de l’image 2').selectOption({ label: navy.nameFr });
    await pictures.getByLabel('Couleur de l’image 3').selectOption({ label: black.nameFr });

    // Dragged: picture 1 dropped on picture 2 takes its place.
    const item = (n: number) => pictures.locator('.product-pictures__items > li').nth(n - 1);
    await item(1).dragTo(item(2));
    expect(await listedSources(page)).toEqual([yellow, green, purple]);

    // From the keyboard: picture 2 goes down to the end; its down button is then disabled, so the focus stays on its up button.
    await pictures.getByRole('button', { name: 'Descendre l’image 2' }).focus();
    await page.keyboard.press('Enter');
    expect(await listedSources(page)).toEqual([yellow, purple, green]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Monter l’image 3');
    await pictures.getByRole('status').getByText('Image déplacée en position 3 sur 3.').waitFor({ state: 'attached' });
    expect(await pictures.getByRole('button', { name: 'Monter l’image 1' }).isDisabled()).toBe(true);

    // The card picture: the green one, now the third.
    await pictures.getByRole('radio', { name: 'Image de la carte — Image 3' }).check();
    expect(await save.getAttribute('aria-disabled')).toBeNull();
    await save.click();
    await page.getByRole('status').getByText('Modifications enregistrées.').waitFor();

    // Saved as shown: after a reload, the same order, colours and card picture.
    await page.reload();
    await pictures.getByRole('img', { name: `Image 1 (${navy.nameFr})` }).waitFor();
    // The preview is what customers will see: the portrait photo cut to 4:5, not a square.
    await expectPortrait(pictures.getByRole('img', { name: `Image 1 (${navy.nameFr})` }));
    expect(await listedSources(page)).toEqual([yellow, purple, green]);
    await pictures.getByRole('img', { name: `Image 3 (${black.nameFr})` }).waitFor();
    expect(await pictures.getByRole('radio', { name: 'Image de la carte — Image 3' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expectNoPageProblems(page);

    // The storefront: the product opens on the card picture's colour (black) with its two pictures, in order.
    const store = await shop.open(`/produit/${picturedProduct.id}`, desktop);
    await acceptInfoPopup(store);
    const main = store.locator('img.gallery__main');
    await expect.poll(() => main.getAttribute('src')).toBe(`/images/w800/${fileName(purple!)}`);
    // Shown as it was cut, 4:5 portrait: the garment's top and bottom are not lost to a square.
    await expectPortrait(store.getByRole('img', { name: `${picturedProduct.nameFr} – ${black.nameFr} – vue 1` }));
    const thumbs = () => store.locator('.gallery__thumbs img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
    expect(await thumbs()).toEqual([purple, green].map((src) => `/images/w400/${fileName(src!)}`));
    // Served like every product picture: WebP, cached for a year; and it is the green photo.
    const served = await fetch(`${shop.baseUrl}/images/w800/${fileName(green!)}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const servedPicture = sharp(Buffer.from(await served.arrayBuffer()));
    expect(await servedPicture.metadata()).toMatchObject({ width: 800, height: 1000 });
    const { channels } = await servedPicture.stats();
    const [red, greenChannel, blue] = channels.map((channel) => channel.mean);
    expect(greenChannel).toBeGreaterThan(red! + 40);
    expect(greenChannel).toBeGreaterThan(blue! + 40);

    // Choosing navy shows navy's picture alone.
    await store.locator('label.swatch', { hasText: navy.nameFr }).click();
    await store.waitForURL((url) => url.searchParams.get('color') === String(navy.id));
    await expect.poll(() => main.getAttribute('src')).toBe(`/images/w800/${fileName(yellow!)}`);
    expect(await store.locator('.gallery__thumbs').count()).toBe(0);
    expectNoPageProblems(store);
  });
});
