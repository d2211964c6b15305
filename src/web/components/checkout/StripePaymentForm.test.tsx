import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/locale';
import { StripePaymentForm } from './StripePaymentForm';

/**
 * The server's render of the Stripe form (the page is server-rendered, then hydrated). Stripe.js
 * cannot run here nor reach Stripe from these machines, so this checks the part that does not
 * need it: the form starts as a loading status and carries no Stripe code or secret in the HTML.
 */
function render(locale: Locale): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => <StripePaymentForm publishableKey="pk_test_atelier" clientSecret="pi_123_secret_456" /> },
  ]);
  return renderToString(
    <Stub hydrationData={{ loaderData: { root: { locale, settings: {}, collections: [], publicUrl: 'https://atelier.example', cspNonce: '' } } }} />,
  );
}

describe('StripePaymentForm on the server', () => {
  it('says the secure form is loading, in the page’s language', () => {
    expect(render('fr')).toContain('role="status"');
    expect(render('fr')).toContain('Chargement du formulaire de paiement sécurisé…');
    expect(render('en')).toContain('Loading the secure payment form…');
  });

  it('puts neither Stripe’s script nor the client secret in the page: both come once the browser runs it', () => {
    const html = render('fr');
    expect(html).not.toContain('js.stripe.com');
    expect(html).not.toContain('pi_123_secret_456');
    expect(html).not.toContain('<iframe');
  });
});
