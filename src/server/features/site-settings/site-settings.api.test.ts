import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { insertSettings } from '../../../../tests/helpers/factories';
import { insertStaff, signInStaffAs } from '../../../../tests/helpers/staff';
import { mailOutbox, settings } from '../../../db/schema';
import { DEMO_BACK_OFFICE_SETTINGS, DEMO_SETTINGS, DEMO_SETTINGS_EN } from '../../../db/seed/demo-settings';
import { SETTING_KEYS } from '../../../domain/settings';
import type { SiteSettingsState } from '../../../domain/site-settings';
import { enqueueMail } from '../../mail/outbox';

let t: TestApp;
let administrator: string;
let collaborator: string;

beforeAll(async () => {
  t = await createTestApp();
  administrator = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
  collaborator = await signInStaffAs(t.db, (await insertStaff(t.db, 'collaborator')).id);
});
afterAll(() => t?.close());

// Every test starts from the demo shop's settings.
beforeEach(async () => {
  await t.db.delete(settings);
  await insertSettings(t.db, { ...DEMO_SETTINGS, ...DEMO_SETTINGS_EN, ...DEMO_BACK_OFFICE_SETTINGS });
  t.app.catalogue.invalidate();
});

type Refusal = { error: { code: string; message: string; field?: string } };

const call = (method: 'GET' | 'PUT', payload?: object, { cookie = administrator, lang = 'fr' } = {}): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin/settings?lang=${lang}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function opened(): Promise<SiteSettingsState> {
  const response = await call('GET');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettingsState>();
}

async function saved(changes: Record<string, unknown>): Promise<SiteSettingsState> {
  const response = await call('PUT', { ...(await opened()), ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteSettingsState>();
}

const storeSettings = async (lang: 'fr' | 'en') =>
  (await t.app.inject({ method: 'GET', url: `/api/store/settings?lang=${lang}` })).json<Record<string, string>>();
const storedRows = async () => Object.fromEntries((await t.db.select().from(settings)).map((row) => [row.key, row.value]));

describe('GET /api/admin/settings', () => {
  it('answers every key of the spec’s catalogue but the pictures and the threshold, the English twins, and a version', async () => {
    const state = await opened();
    const catalogue = Object.entries(SETTING_KEYS)
      .filter(([group]) => group !== 'images' && group !== 'delivery')
      .flatMap(([, keys]) => keys);
    for (const key of catalogue) expect(state).toHaveProperty([key]);
    expect(state).not.toHaveProperty(['logo']);
    expect(state).not.toHaveProperty(['thresholdAmount']);
    expect(state).toMatchObject({
      'home title': 'Fabriqué en France, fait pour durer',
      'home title:en': 'Made in France, made to last',
      'name contact:en': 'Atelier Lumière customer service',
      isdisplaypfopup: true,
      isDesplayBandeRD: false,
      version: expect.stringMatching(/^[\w-]{22}$/),
    });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves every setting in one go: the storefront’s settings follow in each language at once', async () => {
    const version = t.app.catalogue.version;
    const after = await saved({
      'home title': 'Tricoté à Roanne',
      'home title:en': 'Knitted in Roanne',
      isdisplaypfopup: false,
      bandeRD: 'Dernières pièces',
      'bandeRD:en': 'Last pieces',
      isDesplayBandeRD: true,
      'country contact:en': '',
      tiktok: '',
    });
    expect(after).toMatchObject({ 'home title': 'Tricoté à Roanne', isdisplaypfopup: false, isDesplayBandeRD: true });
    expect(t.app.catalogue.version).toBeGreaterThan(version);

    expect(await storeSettings('fr')).toMatchObject({
      'home title': 'Tricoté à Roanne',
      isdisplaypfopup: 'false',
      bandeRD: 'Dernières pièces',
      tiktok: '',
    });
    // An English twin left empty falls back to the French text.
    expect(await storeSettings('en')).toMatchObject({ 'home title': 'Knitted in Roanne', bandeRD: 'Last pieces', 'country contact': 'France' });
    // The threshold, the pictures and automatic invoicing are saved elsewhere: untouched.
    expect(await storedRows()).toMatchObject({ thresholdAmount: '80', logo: 'site-logo.svg', autoInvoicing: 'false' });
  });

  it('writes the contact block of the mails queued from then on in each reader’s language', async () => {
    await saved({ 'country contact': 'France', 'country contact:en': 'France (mainland)', 'address contact': '2 place Bellecour' });
    for (const [to, locale] of [
      ['zoe@example.fr', 'fr'],
      ['amy@example.com', 'en'],
    ] as const) {
      await enqueueMail(t.db, { to, locale, template: 'confirm-registration', data: { firstName: 'Zoé', link: 'https://shop.example/c' } });
    }
    const address = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.text;
    expect(await address('zoe@example.fr')).toContain('2 place Bellecour, 69004 Lyon, France\n');
    expect(await address('amy@example.com')).toContain('2 place Bellecour, 69004 Lyon, France (mainland)\n');
  });

  it('stores values as the shop uses them: amounts in plain euros, VAT numbers compact, addresses with their scheme, one line', async () => {
    const after = await saved({
      'share capital': ' 20 000,50 € ',
      vat: 'fr 65 912345675',
      website: 'www.atelier-lumiere.fr',
      'id company': '912 345 675 00017',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'bnpa fr pp',
      popupMessage: 'Livraison offerte\n\ndès 80 €.',
    });
    expect(after).toMatchObject({
      'share capital': '20000.50',
      vat: 'FR65912345675',
      website: 'https://www.atelier-lumiere.fr',
      'id company': '912 345 675 00017',
      popupMessage: 'Livraison offerte dès 80 €.',
    });
    expect(await storedRows()).toMatchObject({
      'share capital': '20000.50',
      vat: 'FR65912345675',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      popupMessage: 'Livraison offerte dès 80 €.',
    });
  });

  it('changes nothing and keeps its version when nothing differs: the storefront is not refreshed', async () => {
    const before = await opened();
    const version = t.app.catalogue.version;
    const response = await call('PUT', before);
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteSettingsState>().version).toBe(before.version);
    expect(t.app.catalogue.version).toBe(version);
  });

  const long = (n: number) => 'x'.repeat(n);
  const cases: { what: string; changes: Record<string, unknown>; field: string; fr: string; en: string }[] = [
    {
      what: 'a social link that is a script',
      changes: { facebook: 'javascript:alert(1)' },
      field: 'facebook',
      fr: 'Saisissez une adresse web complète en http ou https, par exemple https://www.exemple.fr.',
      en: 'Type a full web address in http or https, for example https://www.example.com.',
    },
    {
      what: 'a website on another protocol',
      changes: { website: 'ftp://atelier.fr' },
      field: 'website',
      fr: 'Saisissez une adresse web complète en http ou https, par exemple https://www.exemple.fr.',
      en: 'Type a full web address in http or https, for example https://www.example.com.',
    },
    {
      what: 'a link without a domain',
      changes: { instagram: 'https://localhost/atelier' },
      field: 'instagram',
      fr: 'Saisissez une adresse web complète en http ou https, par exemple https://www.exemple.fr.',
      en: 'Type a full web address in http or https, for example https://www.example.com.',
    },
    {
      what: 'an invalid contact e-mail',
      changes: { 'email contact': 'contact@' },
      field: 'email contact',
      fr: 'Saisissez une adresse e-mail valide, par exemple contact@exemple.fr.',
      en: 'Type a valid e-mail address, for example contact@example.com.',
    },
    {
      what: 'an empty contact e-mail',
      changes: { 'email contact': ' ' },
      field: 'email contact',
      fr: 'Saisissez l’e-mail de contact : les clients l’utilisent pour vous écrire.',
      en: 'Type the contact e-mail: customers use it to write to you.',
    },
    {
      what: 'an empty company name',
      changes: { 'name company': '   ' },
      field: 'name company',
      fr: 'Saisissez la raison sociale : elle figure sur les pages, les mails et les factures.',
      en: 'Type the company name: it appears on the pages, the mails and the invoices.',
    },
    {
      what: 'a share capital in words',
      changes: { 'share capital': 'vingt mille euros' },
      field: 'share capital',
      fr: 'Le capital est un montant en euros, par exemple 20 000 ou 1 500,50.',
      en: 'The share capital is an amount in euros, for example 20000 or 1500.50.',
    },
    {
      what: 'a SIREN of 5 digits',
      changes: { 'id company': '12345' },
      field: 'id company',
      fr: 'Le SIREN compte 9 chiffres, le SIRET 14.',
      en: 'A SIREN number has 9 digits, a SIRET 14.',
    },
    {
      what: 'a VAT number without its country',
      changes: { vat: '65912345675' },
      field: 'vat',
      fr: 'Le numéro de TVA commence par les deux lettres du pays, par exemple FR65912345675.',
      en: 'A VAT number starts with the country’s two letters, for example FR65912345675.',
    },
    {
      what: 'a SIREN whose check digit is wrong',
      changes: { 'id company': '912 345 676' },
      field: 'id company',
      fr: 'Ce numéro a une faute de frappe : son dernier chiffre (sa clé) ne correspond pas aux autres. Recopiez-le depuis l’extrait Kbis ou l’avis de situation INSEE.',
      en: 'This number has a typo: its last digit (its key) does not match the others. Copy it again from the Kbis extract or the INSEE notice.',
    },
    {
      what: 'a VAT number of no EU country (XX12)',
      changes: { vat: 'XX12' },
      field: 'vat',
      fr: 'Ce numéro ne commence pas par le code d’un pays de l’Union européenne (la Grèce s’écrit EL, l’Irlande du Nord XI).',
      en: 'This number does not start with the code of a European Union country (Greece is EL, Northern Ireland XI).',
    },
    {
      what: 'a French VAT number whose key does not match its SIREN',
      changes: { vat: 'FR00912345675' },
      field: 'vat',
      fr: 'La clé de ce numéro de TVA (les deux caractères après FR) ne correspond pas au SIREN qui la suit : vérifiez-le.',
      en: 'The key of this VAT number (the two characters after FR) does not match the SIREN that follows it: check it.',
    },
    {
      what: 'an IBAN with a typo',
      changes: { iban: 'FR76 3000 6000 0112 3456 7890 198' },
      field: 'iban',
      fr: 'Cet IBAN a une faute de frappe : ses chiffres de contrôle ne correspondent pas au reste. Recopiez-le depuis votre RIB.',
      en: 'This IBAN has a typo: its check digits do not match the rest. Copy it again from your bank details.',
    },
    {
      what: 'a BIC of 9 characters',
      changes: { bic: 'BNPAFRPPX' },
      field: 'bic',
      fr: 'Un BIC compte 8 ou 11 lettres et chiffres, par exemple BNPAFRPP.',
      en: 'A BIC has 8 or 11 letters and digits, for example BNPAFRPP.',
    },
    {
      what: 'a postcode of one character',
      changes: { 'zip contact': '6' },
      field: 'zip contact',
      fr: 'Un code postal compte de 2 à 10 lettres, chiffres, espaces ou tirets.',
      en: 'A postcode has 2 to 10 letters, digits, spaces or dashes.',
    },
    {
      what: 'a home title of 121 characters',
      changes: { 'home title': long(121) },
      field: 'home title',
      fr: 'Ce texte tient en 120 caractères au plus.',
      en: 'This text takes 120 characters at most.',
    },
    {
      what: 'an English pop-up message of 501 characters',
      changes: { 'popupMessage:en': long(501) },
      field: 'popupMessage:en',
      fr: 'Ce texte tient en 500 caractères au plus.',
      en: 'This text takes 500 characters at most.',
    },
    {
      what: 'a country of 61 characters',
      changes: { 'country Company': long(61) },
      field: 'country Company',
      fr: 'Ce texte tient en 60 caractères au plus.',
      en: 'This text takes 60 characters at most.',
    },
    {
      what: 'a control character in a text',
      changes: { publisher: 'Claire\u0000Martin' },
      field: 'publisher',
      fr: 'Ce texte contient un caractère non autorisé (caractère de contrôle ou invisible).',
      en: 'This text contains a character that is not allowed (a control or invisible character).',
    },
    {
      what: 'the pop-up switched on without its message',
      changes: { popupMessage: '', 'popupMessage:en': '', isdisplaypfopup: true },
      field: 'popupMessage',
      fr: 'Écrivez ce texte avant de l’afficher, ou décochez son affichage.',
      en: 'Write this text before showing it, or untick its display.',
    },
    {
      what: 'the cover text switched on with neither title nor subtitle',
      changes: { banner_title: '', banner_subtitle: '', 'banner_title:en': '', 'banner_subtitle:en': '', isDisplayBannerText: true },
      field: 'banner_title',
      fr: 'Écrivez ce texte avant de l’afficher, ou décochez son affichage.',
      en: 'Write this text before showing it, or untick its display.',
    },
    {
      what: 'an English banner message without its French one',
      changes: { bandeRD: '', 'bandeRD:en': 'Sale', isDesplayBandeRD: false },
      field: 'bandeRD:en',
      fr: 'Écrivez d’abord le texte en français : les pages françaises n’auraient rien à montrer.',
      en: 'Write the French text first: French pages would have nothing to show.',
    },
    {
      what: 'a switch sent as text',
      changes: { isDesplayBandeST: 'yes' },
      field: 'isDesplayBandeST',
      fr: 'Dites si le texte s’affiche (true) ou non (false).',
      en: 'Say whether the text shows (true) or not (false).',
    },
    {
      what: 'a setting left out of the save',
      changes: { tiktok: undefined },
      field: 'tiktok',
      fr: 'Ce champ attend un texte.',
      en: 'This field takes a text.',
    },
    {
      what: 'a save without the version it was opened at',
      changes: { version: undefined },
      field: 'version',
      fr: 'La page n’a pas dit quelle version des paramètres elle modifie : rechargez-la.',
      en: 'The page did not say which version of the settings it changes: reload it.',
    },
  ];

  it.each(cases)('refuses $what with a message naming the field, in French and English, and changes nothing', async ({ changes, field, fr, en }) => {
    const before = await storedRows();
    const version = t.app.catalogue.version;
    const body = { ...(await opened()), ...changes };
    for (const [lang, message] of [
      ['fr', fr],
      ['en', en],
    ] as const) {
      const response = await call('PUT', body, { lang });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Refusal>().error).toEqual({ code: 'invalid_parameter', message, field });
    }
    expect(await storedRows()).toEqual(before);
    expect(t.app.catalogue.version).toBe(version);
  });

  it('refuses a save from a version another administrator has saved over, keeping the other’s save', async () => {
    const first = await opened();
    const second = await opened();
    expect((await call('PUT', { ...first, 'home title': 'Le premier a gagné' })).statusCode).toBe(200);
    const late = await call('PUT', { ...second, 'home title': 'Le second arrive trop tard' });
    expect(late.statusCode).toBe(409);
    expect(late.json<Refusal>().error).toMatchObject({
      code: 'settings_changed',
      field: 'version',
      message: expect.stringMatching(/^Un autre administrateur a enregistré les paramètres/),
    });
    expect((await storeSettings('fr'))['home title']).toBe('Le premier a gagné');
  });

  it('lets two administrators save one after the other when the first save changed nothing', async () => {
    const first = await opened();
    const second = await opened();
    expect((await call('PUT', first)).statusCode).toBe(200);
    expect((await call('PUT', { ...second, 'home sub title': 'Toujours d’actualité' })).statusCode).toBe(200);
  });

  it('is for administrators only: a collaborator gets 403, a visitor 401, and nothing changes', async () => {
    const before = await storedRows();
    const body = { ...(await opened()), 'home title': 'Pirate' };
    expect((await call('GET', undefined, { cookie: collaborator })).statusCode).toBe(403);
    const refused = await call('PUT', body, { cookie: collaborator });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Refusal>().error.message).toBe('Cette action est réservée aux administrateurs.');
    expect((await call('PUT', body, { cookie: '' })).statusCode).toBe(401);
    expect(await storedRows()).toEqual(before);
  });
});
