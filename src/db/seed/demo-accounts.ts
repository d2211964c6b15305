/**
 * Demo accounts. The credentials are public on purpose: the README prints them so anyone who
 * starts the demo can sign in, and tests sign in with the same constants.
 */
export const DEMO_ADMIN = { login: 'admin@atelier.test', password: 'Atelier-Admin-2026' } as const;
export const DEMO_COLLABORATOR = { login: 'collab@atelier.test', password: 'Atelier-Collab-2026' } as const;
export const DEMO_CUSTOMER = { email: 'client@atelier.test', password: 'Atelier-Client-2026' } as const;

export const DEMO_STAFF = [
  {
    ...DEMO_ADMIN,
    email: DEMO_ADMIN.login,
    role: 'admin',
    firstName: 'Claire',
    lastName: 'Martin',
    phone: '0478123456',
    line1: '14 rue des Canuts',
    line2: '',
    zip: '69004',
    city: 'Lyon',
    country: 'FR',
  },
  {
    ...DEMO_COLLABORATOR,
    email: DEMO_COLLABORATOR.login,
    role: 'collaborator',
    firstName: 'Julien',
    lastName: 'Moreau',
    phone: '0478123457',
    line1: '14 rue des Canuts',
    line2: 'Atelier, 2e étage',
    zip: '69004',
    city: 'Lyon',
    country: 'FR',
  },
] as const;

const customerContact = { firstName: 'Camille', lastName: 'Durand', email: DEMO_CUSTOMER.email, phone: '0612345678' };

export const DEMO_CUSTOMER_PROFILE = {
  ...customerContact,
  locale: 'fr',
  acceptsNewsletter: true,
  /** Home (default delivery and billing) first, then the office. */
  addresses: [
    {
      ...customerContact,
      line1: '27 rue de la République',
      line2: 'Bâtiment B, 3e étage',
      city: 'Lyon',
      zip: '69002',
      country: 'FR',
      isDefaultDelivery: true,
      isDefaultBilling: true,
    },
    {
      ...customerContact,
      phone: '0142345678',
      line1: '8 boulevard Voltaire',
      line2: 'Société Lumen, accueil',
      city: 'Paris',
      zip: '75011',
      country: 'FR',
      isDefaultDelivery: false,
      isDefaultBilling: false,
    },
  ],
} as const;
