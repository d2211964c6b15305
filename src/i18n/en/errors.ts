import type { Messages } from '../types';
import type fr from '../fr/errors';

export default {
  invalidParameter: 'The value of “{{field}}” is not valid.',
  invalidRequest: 'The request is not valid.',
  notFound: 'This page or resource does not exist.',
  methodNotAllowed: 'This request method is not allowed at this URL.',
  productNotFound: 'This product does not exist or is no longer for sale.',
  notSignedIn: 'Please sign in to continue.',
  network: 'Could not reach the server. Please check your connection and try again.',
  tooManyRequests: 'Too many attempts. Please try again in a few minutes.',
  forbiddenOrigin: 'This request does not come from the site and was refused.',
  server: 'A problem occurred during operation, please try again.',
  somethingWrong: 'Something went wrong.',
  linkExpired: 'Link expired, please try again.',
  invalidCharacters: 'This text contains a character that is not allowed (a control or invisible character).',
  payment: {
    unavailable: 'Card payment is temporarily unavailable. Please try again in a few minutes.',
    providerError: 'The card payment could not be prepared. Please try again later or contact us.',
  },
  newsletter: {
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Invalid email address. Example: jane.doe@example.com',
    termsRequired: 'Please accept the terms and conditions.',
    subscribed:
      'Thank you! If this address is not subscribed yet, we have just sent it a confirmation email: follow its link to complete your subscription.',
    unsubscribed: 'Done: this address will no longer receive our newsletter.',
    invalidLink: 'This unsubscribe link is no longer valid. Enter your email address to unsubscribe.',
    confirmed: 'Confirmed: your subscription to our newsletter is active. A welcome email is on its way.',
    confirmationInvalid: 'This confirmation link no longer works. Sign up again at the bottom of the page to receive a new one.',
  },
} satisfies Messages<typeof fr>;
