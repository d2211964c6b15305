import type { Messages } from '../types';
import type fr from '../fr/common';

export default {
  generic: {
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    menu: 'Menu',
  },
  /** Shown only while the company name is not set in the settings. */
  shopName: 'Atelier',
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main navigation',
    home: 'Home – {{company}}',
    newIn: 'New in',
    products: 'Products',
    tshirts: 'T-shirts',
    sweatshirts: 'Sweat-shirts',
    accessories: 'Accessories',
    collections: 'Collections',
    noCollections: 'No collection yet.',
    cart_one: 'Cart, {{count}} item',
    cart_other: 'Cart, {{count, number}} items',
    signIn: 'Sign in',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
  },
  banner: {
    label: 'Shop news',
    pause: 'Pause the scrolling',
  },
  popup: {
    title: 'Information',
    accept: 'I understand',
  },
  price: {
    former: 'former price',
  },
  productCard: {
    new: 'New',
    soldOut: 'Sold out',
    colors_one: '{{count}} colour: {{names}}',
    colors_other: '{{count, number}} colours: {{names}}',
  },
  footer: {
    label: 'Footer',
    newsletter: {
      title: 'Newsletter',
      intro: 'New pieces, collections and news from the workshop, a few times a season.',
      email: 'Email address',
      termsBefore: 'I accept the',
      termsLink: 'terms and conditions',
      submit: 'Sign up',
      errors: {
        emailRequired: 'Please enter your email address.',
        emailInvalid: 'Invalid email address. Example: jane.doe@example.com',
        termsRequired: 'Please accept the terms and conditions.',
      },
    },
    commitments: {
      title: 'Our commitments',
      madeInFrance: {
        title: 'Made in France',
        text: 'Knitted, cut and sewn in French workshops.',
      },
      quality: {
        title: 'Lasting quality',
        text: 'Materials chosen to last, with careful finishing.',
      },
      care: {
        title: 'Attentive customer care',
        text: 'A real person answers you, before and after you buy.',
      },
    },
    contact: {
      title: 'Contact',
      email: 'Write to {{email}}',
    },
    social: {
      title: 'Follow us',
      facebook: 'Facebook (new tab)',
      instagram: 'Instagram (new tab)',
      tiktok: 'TikTok (new tab)',
    },
    info: {
      title: 'Information',
      sizeGuide: 'Size guide',
      returns: 'Exchanges and returns',
      withdrawal: 'Withdrawal',
      delivery: 'Delivery',
      about: 'About',
      privacy: 'Privacy and cookies',
      legal: 'Legal notice',
      terms: 'Terms and conditions of sale',
    },
    language: 'Language',
    copyright: '© {{year}} {{company}}',
  },
  languages: {
    fr: 'Français',
    en: 'English',
  },
  home: {
    metaDescription: 'Clothing made in France: T-shirts, sweat-shirts and accessories, knitted and sewn in our workshops.',
    heroCta: 'Discover what’s new',
    categoriesTitle: 'Explore the shop',
    productsTitle: 'From the workshop',
    noProducts: 'Our selection is on its way: come back soon, or see the new arrivals now.',
  },
  notFound: {
    notice: 'The page you asked for does not exist; here is our home page.',
  },
  errorPage: {
    title: 'Something went wrong',
    notFoundTitle: 'Page not found',
    unavailableTitle: 'Temporarily unavailable',
    retry: 'Try again',
    text: 'A problem occurred during the operation, please try again.',
    home: 'Back to the home page',
  },
} satisfies Messages<typeof fr>;
