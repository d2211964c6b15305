import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOME, afterSignInPath } from './redirect-path';
import { returnPathFrom, signInHref, withReturnPath } from './sign-in-links';

/** Where the sign-in page sends the customer once signed in, when reached by `href`. */
const landing = (href: string) => afterSignInPath(new URL(href, 'https://atelier.example').searchParams);

describe('signInHref: the header’s sign-in link, from the page the customer is on', () => {
  it.each([
    ['the cart', '/panier', ''],
    ['a product in a colour and size', '/produit/12', '?color=3&size=2'],
    ['a list with its filters', '/t-shirts', '?color=4&size=2&sort=price_asc'],
    ['a list whose address has an accent', '/nouveaut%C3%A9s', ''],
    ['a collection', '/collection/3', ''],
    ['an information page', '/livraisons', ''],
  ])('brings the customer back to %s', (_, pathname, search) => {
    const href = signInHref(pathname, search);
    expect(new URL(href, 'https://atelier.example').pathname).toBe('/connexion');
    expect(landing(href)).toBe(pathname + search);
  });

  it('leads from the home page to the account, as before: there is nothing to come back to', () => {
    expect(signInHref('/', '')).toBe('/connexion');
    expect(signInHref('/acceuil', '')).toBe('/connexion');
    expect(landing(signInHref('/', ''))).toBe(ACCOUNT_HOME);
  });

  it('on the sign-in and registration pages, keeps the page they were asked to come back to', () => {
    expect(landing(signInHref('/connexion', '?redirect=%2Fpanier'))).toBe('/panier');
    expect(landing(signInHref('/creer-un-compte', '?redirect=%2Fproduit%2F12'))).toBe('/produit/12');
    expect(signInHref('/connexion', '')).toBe('/connexion');
    expect(signInHref('/connexion', '?mode=forgot&email=zoe%40exemple.fr')).toBe('/connexion');
  });

  it('never comes back to a mail link’s page, whose code is spent or secret, nor carries the code', () => {
    for (const pathname of [
      '/reinisialisation-mot-de-passe',
      '/confirmation-inscription',
      '/confirmation-changement-email',
      '/confirmation-newsletter',
    ]) {
      expect(signInHref(pathname, '?code=secret-code&email=zoe%40exemple.fr')).toBe('/connexion');
    }
    // A mail-link page added later is covered too: a `code` in the query never travels.
    expect(signInHref('/un-futur-lien', '?code=secret-code')).toBe('/connexion');
  });

  it('drops a target on another site that a crafted link would carry', () => {
    expect(signInHref('/connexion', '?redirect=https%3A%2F%2Fevil.example')).toBe('/connexion');
    expect(signInHref('/creer-un-compte', '?redirect=%2F%2Fevil.example')).toBe('/connexion');
  });
});

describe('withReturnPath: the links between the sign-in and registration pages', () => {
  it('carry the page to come back to from one to the other', () => {
    const register = withReturnPath('/creer-un-compte', returnPathFrom('/connexion', '?redirect=%2Fpanier'));
    expect(register).toBe('/creer-un-compte?redirect=%2Fpanier');
    const signIn = withReturnPath('/connexion', returnPathFrom('/creer-un-compte', new URL(register, 'https://atelier.example').search));
    expect(landing(signIn)).toBe('/panier');
  });

  it('are the bare pages when there is nowhere to come back to', () => {
    expect(withReturnPath('/creer-un-compte', returnPathFrom('/connexion', ''))).toBe('/creer-un-compte');
  });
});
