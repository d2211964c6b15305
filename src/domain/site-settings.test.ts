import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS, DEMO_SETTINGS_EN } from '../db/seed/demo-settings';
import { capitalInEuros } from './invoicing/invoice-document';
import { SETTING_KEYS, TRANSLATABLE_SETTING_KEYS } from './settings';
import { isWebAddress, normalizeAmount, SITE_SETTING_FIELDS, siteSettingsSchema, siteSettingsValues } from './site-settings';

describe('the site settings page', () => {
  it('has a field for every key of the spec’s catalogue but the pictures (media page) and the threshold (its own form), once each', () => {
    const expected = Object.entries(SETTING_KEYS)
      .filter(([group]) => group !== 'images' && group !== 'delivery')
      .flatMap(([, keys]) => keys);
    expect(SITE_SETTING_FIELDS.map((field) => field.key).sort()).toEqual([...expected].sort());
    // Every text visitors read in their language is one of them, so it gets its English box.
    for (const key of TRANSLATABLE_SETTING_KEYS) expect(expected).toContain(key);
  });

  it('reports every field at fault at once, so the form can show them all', () => {
    const values = { ...siteSettingsValues({}), 'name company': 'Atelier', 'email contact': 'x', website: 'ftp://a.fr', isdisplaypfopup: true };
    const checked = siteSettingsSchema.safeParse({ ...values, version: 'v' });
    expect(checked.success).toBe(false);
    expect(checked.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['email contact', 'popupMessage', 'website']);
  });
});

describe('amounts and addresses', () => {
  it.each([
    ['20000', '20000'],
    ['20 000 €', '20000'],
    ['20\u202f000\u00a0€', '20000'],
    ['1 500,5', '1500.50'],
    ['1500.25', '1500.25'],
    ['1500,00', '1500'],
    ['007', '7'],
  ])('reads %j as %j euros', (typed, stored) => expect(normalizeAmount(typed)).toBe(stored));

  it.each(['vingt', '1,2,3', '-5', '12.345', '€'])('refuses %j as an amount', (typed) => expect(normalizeAmount(typed)).toBeNull());

  it('prints a stored share capital as French invoices write it, and an old free text as written', () => {
    expect(capitalInEuros('20000')).toBe('20 000 €');
    expect(capitalInEuros('1500.50')).toBe('1 500,50 €');
    expect(capitalInEuros('20 000 €')).toBe('20 000 €');
  });

  it.each([
    ['https://www.instagram.com/atelier', true],
    ['http://atelier.fr', true],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['https://user:pass@atelier.fr', false],
    ['mailto:contact@atelier.fr', false],
  ])('takes %j as a web address: %s', (text, valid) => expect(isWebAddress(text)).toBe(valid));
});

describe('business numbers', () => {
  const demo = () => ({ ...siteSettingsValues({ ...DEMO_SETTINGS, ...DEMO_SETTINGS_EN }), version: 'v' });
  const refusal = (key: string, value: string) =>
    siteSettingsSchema.safeParse({ ...demo(), [key]: value }).error?.issues.map((issue) => issue.message);

  it('accepts the demo shop’s settings as they are', () => {
    expect(siteSettingsSchema.safeParse(demo()).error?.issues).toBeUndefined();
  });

  it.each([
    ['id company', '912 345 676', 'companyIdCheckDigit'],
    ['id company', '9123456', 'companyIdInvalid'],
    ['vat', 'XX12', 'vatCountry'],
    ['vat', 'FR00912345675', 'vatCheckDigit'],
    ['vat', 'DE12345678', 'vatCountryFormat'],
    ['iban', 'FR76 3000 6000 0112 3456 7890 188', 'ibanCheckDigits'],
    ['iban', 'FR76 3000 6000 0112 3456 7890', 'ibanLength'],
    ['iban', 'RIB 30006', 'ibanInvalid'],
    ['bic', 'BNPAFRPPX', 'bicInvalid'],
  ])('refuses %j %j with its own message', (key, value, message) => {
    expect(refusal(key, value)).toEqual([`back:siteSettings.validation.${message}`]);
  });

  it('keeps the numbers compact and in capitals', () => {
    const saved: Record<string, unknown> = siteSettingsSchema.parse({
      ...demo(),
      vat: 'fr 65 912 345 675',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'bnpa fr pp',
    });
    expect([saved.vat, saved.iban, saved.bic]).toEqual(['FR65912345675', 'FR7630006000011234567890189', 'BNPAFRPP']);
  });
});

describe('the low-stock threshold', () => {
  const valid = { ...siteSettingsValues({}), 'name company': 'Atelier', 'email contact': 'contact@atelier.test', version: 'v' };
  it('takes whole units from 0 to 9999, or nothing for the default, and refuses anything else in the administrator’s words', () => {
    const read = (typed: string) =>
      siteSettingsSchema.safeParse({ ...valid, lowStockThreshold: typed }) as {
        data?: Record<string, unknown>;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      };
    expect(read('12').data?.lowStockThreshold).toBe('12');
    expect(read(' 007 ').data?.lowStockThreshold).toBe('7');
    expect(read('').data?.lowStockThreshold).toBe('');
    for (const typed of ['-1', '2,5', 'trois', '10000']) {
      expect(read(typed).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['lowStockThreshold', 'back:siteSettings.validation.unitsInvalid'],
      ]);
    }
  });
});
