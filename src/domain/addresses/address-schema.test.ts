import { describe, expect, it } from 'vitest';
import fr from '../../i18n/fr/addresses';
import { ADDRESS_FIELDS, addressErrors, addressFieldsSchema, addressInputSchema } from './address-schema';

const valid = {
  firstName: 'Camille',
  lastName: 'Durand',
  line1: '27 rue de la République',
  line2: 'Bâtiment B',
  zip: '69002',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
  email: 'camille.durand@exemple.fr',
};

/** The French sentence a message key stands for, as the form shows it. */
const sentence = (key: string | undefined) => {
  const [, path] = (key ?? '').split(':');
  return path?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fr);
};

describe('address validation', () => {
  it('accepts a complete address, trimmed, with an empty second line when none is given', () => {
    const { line2: _line2, ...withoutLine2 } = valid;
    expect(addressFieldsSchema.parse({ ...withoutLine2, city: '  Lyon ' })).toEqual({ ...valid, line2: '', city: 'Lyon' });
    expect(addressErrors(valid)).toEqual({});
  });

  it.each([
    ['firstName', '', 'Le prénom est manquant'],
    ['lastName', '   ', 'Le nom est manquant'],
    ['line1', '', 'L’adresse est manquante'],
    ['zip', '', 'Le code postal est manquant'],
    ['zip', 'ABC', 'Le code postal doit contenir au moins un chiffre'],
    ['city', '', 'La ville est manquante'],
    ['country', 'Pays *', 'Ce champ est obligatoire'],
    ['country', '', 'Ce champ est obligatoire'],
    ['country', 'US', 'Ce champ est obligatoire'],
    ['phone', '', 'Le numéro de téléphone est manquant'],
    ['phone', 'aucun', 'Le numéro de téléphone doit contenir au moins un chiffre'],
    ['phone', '06 12 34 56 78 (bureau)', 'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) . -'],
    ['email', '', 'L’e-mail est manquant'],
    ['email', 'camille.durand', 'Email invalide (exemple : marie.dupont@exemple.fr)'],
    ['email', 'camille@exemple', 'Email invalide (exemple : marie.dupont@exemple.fr)'],
    ['firstName', 'C'.repeat(61), 'Ce texte est trop long.'],
    ['line2', 'B'.repeat(121), 'Ce texte est trop long.'],
  ])('%s = %j reads “%s” under that field only', (field, value, expected) => {
    const errors = addressErrors({ ...valid, [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(sentence(errors[field as keyof typeof errors])).toBe(expected);
  });

  it('names each missing field with its own message (the spec had first and last names swapped)', () => {
    const errors = addressErrors({});
    expect(Object.keys(errors)).toEqual(ADDRESS_FIELDS.filter((f) => f !== 'line2'));
    expect(sentence(errors.firstName)).toMatch(/prénom/);
    expect(sentence(errors.lastName)).toMatch(/nom/);
    expect(sentence(errors.lastName)).not.toMatch(/prénom/);
  });

  it('lists the fields in form order', () => {
    expect(ADDRESS_FIELDS).toEqual(['firstName', 'lastName', 'line1', 'line2', 'zip', 'city', 'country', 'phone', 'email']);
  });

  it('takes the default flags as booleans only', () => {
    expect(addressInputSchema.safeParse({ ...valid, isDefaultDelivery: true }).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...valid, isDefaultBilling: 'yes' }).success).toBe(false);
  });
});
