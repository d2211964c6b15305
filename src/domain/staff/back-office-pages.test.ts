import { describe, expect, it } from 'vitest';
import { backPageRedirect, findBackPage } from './back-office-pages';

describe('back-office page guards', () => {
  it('sends anyone without a staff session to the sign-in page', () => {
    expect(backPageRedirect('/back/gestion-des-commandes', null)).toBe('/back/login');
    expect(backPageRedirect('/back/gestion-des-admin', null)).toBe('/back/login');
  });

  it.each([
    '/back/creer-une-facture',
    '/back/produit/gestion-des-parametres',
    '/back/gestion-des-admin',
    '/back/creer-un-administrateur',
    '/back/admin/edition/3',
    '/back/parametre-du-site',
    '/back/gestion-des-medias',
  ])('sends a collaborator from %s to the orders list; an administrator stays', (path) => {
    expect(backPageRedirect(path, 'collaborator')).toBe('/back/gestion-des-commandes');
    expect(backPageRedirect(path, 'admin')).toBeNull();
  });

  it.each([
    '/back/tableau-de-bord',
    '/back/gestion-des-commandes',
    '/back/commandes/12',
    '/back/gestion-des-factures',
    '/back/gestion-des-produits',
    '/back/creer-un-produit',
    '/back/modification/produit/7',
    '/back/gestion-des-newsletter',
    '/back/creation-de-newsletter',
    '/back/newsletter/article/4',
    '/back/newsletter/edition/4',
    '/back/clients',
    '/back/clients/12',
    '/back/clients/invite',
  ])('lets a collaborator open %s', (path) => {
    expect(backPageRedirect(path, 'collaborator')).toBeNull();
  });

  it('matches a path parameter as one segment only', () => {
    expect(findBackPage('/back/commandes/12')?.key).toBe('order');
    expect(findBackPage('/back/commandes/12/autre')).toBeUndefined();
  });
});
