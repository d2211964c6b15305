import { countryName } from '../../../domain/addresses/countries';
import { formatPrice } from '../../../domain/money';
import type fr from './fr';
import type { OrderedLine } from './fr';

/** "60" → "1 hour", "90" → "90 minutes". */
function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** English twin of ./fr.ts: the type check refuses a missing or extra text. */
export default {
  layout: {
    greeting: (firstName: string) => `Hello ${firstName},`,
    signOff: 'See you soon,',
    team: (shop: string) => `The ${shop} team`,
    linkFallback: 'If the button does not work, copy this link into your browser:',
    question: 'A question? Write to us at',
    subscriberNotice: (shop: string) => `You are receiving this email because you subscribed to the ${shop} newsletter.`,
    unsubscribe: 'Unsubscribe',
    labelled: (label: string) => `${label}:`,
  },
  confirmRegistration: {
    subject: (shop: string) => `Confirm your registration at ${shop}`,
    heading: 'Welcome!',
    intro: (shop: string) => `Thank you for creating your ${shop} account. To activate it, please confirm your email address:`,
    action: 'Confirm my email address',
    ignore: 'If you did not sign up, simply ignore this email: no account will be activated.',
  },
  accountExists: {
    subject: (shop: string) => `You already have an account at ${shop}`,
    heading: 'You already have an account',
    intro:
      'Someone, probably you, asked to create an account with this email address. An account already exists for it: there is no need to create another one.',
    signIn: 'Sign in with your usual password:',
    signInAction: 'Sign in',
    reset: 'Forgotten your password? Choose a new one:',
    resetAction: 'Choose a new password',
    ignore: 'If you did not make this request, ignore this email: your account has not changed.',
  },
  resetPassword: {
    subject: (shop: string) => `Your new ${shop} password`,
    heading: 'Choose a new password',
    intro: 'You asked to change the password of your account. Choose a new one with this link:',
    action: 'Choose a new password',
    validity: (minutes: number) => `This link works only once and stays valid for ${duration(minutes)}.`,
    ignore: 'If you did not ask for anything, ignore this email: your password stays the same.',
  },
  confirmEmailChange: {
    subject: (shop: string) => `Confirm your new email address at ${shop}`,
    heading: 'Confirm your new address',
    intro: 'You asked to use this email address for your account. Confirm it for the change to take effect:',
    action: 'Confirm this address',
    ignore: 'If you did not ask for anything, ignore this email: your account keeps its current address.',
  },
  emailInUse: {
    subject: (shop: string) => `Someone asked to use your email address at ${shop}`,
    heading: 'Your email address was asked for',
    intro: (shop: string) =>
      `Someone asked to use this email address for another ${shop} account. It is already your account’s address, so it was not given to them.`,
    unchanged: 'Your account has not changed. If it was you, simply sign in with this address:',
    signInAction: 'Sign in',
    notYou: 'If you did not make this request, there is nothing to do. To be safe, you can choose a new password:',
    resetAction: 'Choose a new password',
  },
  newsletterConfirmation: {
    subject: (shop: string) => `Confirm your subscription to the ${shop} newsletter`,
    heading: 'One more step',
    intro: (shop: string) => `You asked to receive the ${shop} newsletter. Confirm your address to start receiving it:`,
    action: 'Confirm my subscription',
    validity: (hours: number) => `This link stays valid for ${hours} hours.`,
    ignore: 'If you did not ask for anything, simply ignore this email: you will not be subscribed.',
  },
  newsletterWelcome: {
    subject: (shop: string) => `Welcome to the ${shop} newsletter`,
    heading: 'Thank you for subscribing!',
    intro: (shop: string) =>
      `Your subscription to the ${shop} newsletter is confirmed: new pieces, collections and news from the workshop, a few times a season.`,
    action: 'Visit the shop',
    leave: 'You can unsubscribe at any time, in one click, with the link at the bottom of each of our emails.',
  },
  backInStockConfirmation: {
    subject: (shop: string) => `Confirm your back-in-stock alert – ${shop}`,
    heading: 'One more step',
    intro: (product: string) => `You asked to be told when ${product} is available again. Confirm your address to turn this alert on:`,
    action: 'Confirm my alert',
    validity: (hours: number) => `This link stays valid for ${hours} hours.`,
    ignore: 'If you did not ask for anything, simply ignore this email: you will receive nothing.',
  },
  backInStock: {
    subject: (shop: string, product: string) => `${product} is back – ${shop}`,
    heading: 'It’s back!',
    intro: (product: string) => `Good news: ${product} is available again.`,
    action: 'See the product',
    once: 'Quantities may be limited. This alert is now over: you will not get another email about this item.',
  },
  variant: (name: string, color: string, size: string) => `${name} (${color}, ${size})`,
  newsletterArticle: {
    subject: (shop: string, title: string) => `${shop} newsletter: ${title}`,
    action: 'Visit the shop',
  },
  orderConfirmation: {
    subject: (shop: string, number: string) => `Your order ${number} at ${shop}`,
    heading: 'Thank you for your order!',
    intro: (number: string) => `We have received your payment: your order ${number} is confirmed.`,
    line: ({ name, colorName, sizeName, quantity }: OrderedLine) => `${name} (${colorName}, ${sizeName}) × ${quantity}`,
    subtotal: 'Subtotal',
    shipping: 'Delivery',
    free: 'Free',
    discount: (code: string | null) => (code ? `Discount (code ${code})` : 'Discount'),
    total: 'Total incl. VAT',
    delivery: 'Delivery address',
    billing: 'Billing address',
    action: 'See my order',
    next: 'We will write to you as soon as your parcel is on its way.',
    money: (cents: number) => formatPrice(cents, 'en'),
    country: (code: string) => countryName(code, 'en'),
  },
  invoice: {
    subject: (shop: string, number: string, credit: boolean) => `${credit ? 'Your credit note' : 'Your invoice'} ${number} – ${shop}`,
    heading: (credit: boolean) => (credit ? 'Your credit note' : 'Your invoice'),
    intro: (number: string, credit: boolean, order: string | null) =>
      `Please find attached ${credit ? 'credit note' : 'invoice'} ${number}${order ? ` for your order ${order}` : ''}, as a PDF.`,
    total: 'Total incl. VAT',
    money: (cents: number) => formatPrice(cents, 'en'),
    keep: 'Please keep this document: you will need it for a return or a claim.',
  },
  staffInvitation: {
    subject: (shop: string) => `Your access to the ${shop} back office`,
    heading: 'Welcome to the team',
    intro: (inviter: string | null, shop: string, role: 'admin' | 'collaborator') =>
      `${inviter ? `${inviter} has added you` : 'You have been added'} to the ${shop} team, as ${role === 'admin' ? 'an administrator' : 'a collaborator'}.`,
    login: (login: string) => `Your login: ${login} (or your e-mail address).`,
    choose: 'To enter the back office, choose your password:',
    action: 'Choose my password',
    validity: (days: number) => `This link works only once and stays valid for ${days} days. After that, ask an administrator for a new one.`,
    ignore: 'If you were not expecting this invitation, ignore this e-mail: nobody will enter with this account without this link.',
  },
  lowStock: {
    subject: (shop: string, count: number) => `Low stock: ${count} variant${count > 1 ? 's' : ''} to restock – ${shop}`,
    heading: 'Low stock',
    intro: (threshold: number) =>
      `These variants of products not archived have ${threshold} unit${threshold > 1 ? 's' : ''} or fewer left for sale, fewest first:`,
    units: (quantity: number) => (quantity === 0 ? 'sold out' : `${quantity} unit${quantity > 1 ? 's' : ''}`),
    more: (count: number) => `And ${count} more: the products list, sorted by stock, shows them all.`,
    action: 'See the products by stock',
    why: 'You receive this summary every morning as an administrator, on days when a variant is under the threshold of the site settings.',
  },
} satisfies typeof fr;
