import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locale';
import { renderMail } from './render';
import type { ShopIdentity } from './shop-identity';
import type { MailRequest } from './templates';

const shop: ShopIdentity = {
  name: 'Atelier Lumière',
  siteUrl: 'https://shop.example/',
  logoUrl: 'https://shop.example/images/site-logo.png',
  signatureUrl: 'https://shop.example/images/u-signature.png',
  contactEmail: 'contact@atelier.test',
  address: '14 rue des Canuts, 69004 Lyon, France',
};

const confirmLink = 'https://shop.example/confirmation-inscription?code=abc123&email=zoe%40example.fr';

/** One request per template, with the links each must carry. */
const EVERY_TEMPLATE: { request: MailRequest; links: string[] }[] = [
  { request: { template: 'confirm-registration', data: { firstName: 'Zoé', link: confirmLink } }, links: [confirmLink] },
  {
    request: {
      template: 'account-exists',
      data: { firstName: 'Zoé', signInLink: 'https://shop.example/connexion', resetLink: 'https://shop.example/connexion?forgot=1&email=zoe' },
    },
    links: ['https://shop.example/connexion', 'https://shop.example/connexion?forgot=1&email=zoe'],
  },
  {
    request: {
      template: 'reset-password',
      data: { firstName: 'Zoé', link: 'https://shop.example/reinisialisation-mot-de-passe?code=c&time=1&email=z', expiresInMinutes: 60 },
    },
    links: ['https://shop.example/reinisialisation-mot-de-passe?code=c&time=1&email=z'],
  },
  {
    request: { template: 'confirm-email-change', data: { firstName: 'Zoé', link: 'https://shop.example/confirmation-changement-email?code=xyz' } },
    links: ['https://shop.example/confirmation-changement-email?code=xyz'],
  },
  {
    request: {
      template: 'email-in-use',
      data: { firstName: 'Zoé', signInLink: 'https://shop.example/connexion', resetLink: 'https://shop.example/connexion?mode=forgot&email=zoe' },
    },
    links: ['https://shop.example/connexion', 'https://shop.example/connexion?mode=forgot&email=zoe'],
  },
  {
    request: { template: 'newsletter-confirmation', data: { link: 'https://shop.example/confirmation-newsletter?code=nl1', validForHours: 48 } },
    links: ['https://shop.example/confirmation-newsletter?code=nl1'],
  },
  {
    request: { template: 'newsletter-welcome', data: { unsubscribeLink: 'https://shop.example/desinscription-newsletter?token=tok' } },
    links: ['https://shop.example/desinscription-newsletter?token=tok', 'https://shop.example/'],
  },
  { request: orderConfirmation('https://shop.example/commande/42'), links: ['https://shop.example/commande/42'] },
  {
    request: {
      template: 'newsletter-article',
      data: {
        title: 'Nouvelle collection',
        description: 'Le lin lavé arrive.',
        contentHtml: '<p>Découvrez <a href="https://shop.example/nouveautés">nos nouveautés</a>.</p>',
        unsubscribeLink: 'https://shop.example/desinscription-newsletter?token=tok',
      },
    },
    links: ['https://shop.example/nouveautés', 'https://shop.example/desinscription-newsletter?token=tok', 'https://shop.example/'],
  },
];

function orderConfirmation(orderLink: string | null): MailRequest {
  const address = {
    firstName: 'Zoé',
    lastName: 'Martin',
    line1: '12 rue des Canuts',
    line2: '',
    zip: '69004',
    city: 'Lyon',
    country: 'DE',
    phone: '06 12 34 56 78',
  };
  return {
    template: 'order-confirmation',
    data: {
      firstName: 'Zoé',
      orderNumber: 'AT001042',
      lines: [
        { name: 'T-shirt Canut', colorName: 'Marine', sizeName: 'M', quantity: 2, lineTotalCents: 5980 },
        { name: 'Sweat <Croix-Rousse>', colorName: 'Écru', sizeName: 'L', quantity: 1, lineTotalCents: 6900 },
      ],
      subtotalCents: 12880,
      shippingCents: 0,
      discountCents: 1288,
      totalCents: 11592,
      promoCode: 'ETE10',
      delivery: address,
      billing: { ...address, line1: '2 avenue du Bureau', line2: 'Bâtiment B' },
      orderLink,
    },
  };
}

const escapedHref = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

describe('mail rendering', () => {
  it('writes the registration confirmation in French, with its link in the HTML and the text', () => {
    const mail = renderMail(EVERY_TEMPLATE[0]!.request, 'fr', shop);
    expect(mail.subject).toBe('Confirmez votre inscription sur Atelier Lumière');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Bonjour Zoé,');
    expect(mail.html).toContain(`${escapedHref(confirmLink)} style="display:inline-block`);
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain(`Confirmer mon adresse e-mail :\n${confirmLink}`);
  });

  it('writes the same mail in English', () => {
    const mail = renderMail(EVERY_TEMPLATE[0]!.request, 'en', shop);
    expect(mail.subject).toBe('Confirm your registration at Atelier Lumière');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Hello Zoé,');
    expect(mail.text).toContain(`Confirm my email address:\n${confirmLink}`);
    expect(mail.text).not.toContain('Bonjour');
  });

  it.each(LOCALES.flatMap((locale) => EVERY_TEMPLATE.map((entry) => ({ locale, ...entry }))))(
    '$request.template in $locale: a subject, and every link in both parts',
    ({ locale, request, links }) => {
      const mail = renderMail(request, locale, shop);
      expect(mail.subject.length).toBeGreaterThan(10);
      for (const link of links) {
        expect(mail.html).toContain(escapedHref(link));
        expect(mail.text).toContain(link);
      }
    },
  );

  it('gives the two languages different words for every template', () => {
    for (const { request } of EVERY_TEMPLATE) {
      const fr = renderMail(request, 'fr', shop);
      const en = renderMail(request, 'en', shop);
      expect(fr.subject).not.toBe(en.subject);
      expect(fr.text).not.toBe(en.text);
    }
  });

  it('escapes every interpolated value in the HTML, and keeps the text part literal', () => {
    const hostile: ShopIdentity = { ...shop, name: 'Bob & "Co" <b>', contactEmail: 'a"b@example.com', address: '<script>x</script>' };
    const request: MailRequest = {
      template: 'confirm-registration',
      data: { firstName: '<img src=x onerror=alert(1)>', link: 'https://shop.example/c?a="><script>alert(1)</script>' },
    };
    const mail = renderMail(request, 'fr', hostile);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Bonjour &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Bob &amp; &quot;Co&quot; &lt;b&gt;');
    expect(mail.html).toContain('href="https://shop.example/c?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(mail.html).toContain('href="mailto:a&quot;b@example.com"');
    expect(mail.text).toContain('Bonjour <img src=x onerror=alert(1)>,');
    expect(mail.text).toContain('L’équipe Bob & "Co" <b>');
  });

  it('shows the logo, the contact address and e-mail, and the shop name as the logo’s text', () => {
    const mail = renderMail(EVERY_TEMPLATE[0]!.request, 'fr', shop);
    expect(mail.html).toMatch(/<img src="https:\/\/shop\.example\/images\/site-logo\.png" alt="Atelier Lumière"/);
    expect(mail.html).toContain('href="mailto:contact@atelier.test"');
    expect(mail.html).toContain('14 rue des Canuts, 69004 Lyon, France');
    expect(mail.text).toContain('Atelier Lumière\n14 rue des Canuts, 69004 Lyon, France\nUne question ? Écrivez-nous à contact@atelier.test');
  });

  it('shows the signature picture under the sign-off, as decoration', () => {
    const mail = renderMail(EVERY_TEMPLATE[0]!.request, 'fr', shop);
    expect(mail.html).toMatch(/L’équipe Atelier Lumière<\/p>\n<img src="https:\/\/shop\.example\/images\/u-signature\.png" alt=""/);
  });

  it('writes the shop name instead of the logo when there is none, and no signature picture without one', () => {
    const mail = renderMail(EVERY_TEMPLATE[0]!.request, 'en', { ...shop, logoUrl: null, signatureUrl: null, contactEmail: null, address: null });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>Atelier Lumière</span>');
    expect(mail.text).not.toContain('Write to us');
  });

  it('tells how long a reset link lasts, in words', () => {
    const reset = (expiresInMinutes: number, locale: 'fr' | 'en') =>
      renderMail({ template: 'reset-password', data: { firstName: 'Zoé', link: 'https://shop.example/r', expiresInMinutes } }, locale, shop).text;
    expect(reset(60, 'fr')).toContain('reste valable 1 heure.');
    expect(reset(120, 'en')).toContain('stays valid for 2 hours.');
    expect(reset(90, 'fr')).toContain('reste valable 90 minutes.');
  });

  it('tells the owner of an address another account asked for, in their words, with no link that changes anything', () => {
    const request = EVERY_TEMPLATE.find((entry) => entry.request.template === 'email-in-use')!.request;
    const mail = renderMail(request, 'fr', shop);
    expect(mail.subject).toBe('Quelqu’un a demandé à utiliser votre adresse e-mail sur Atelier Lumière');
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain('pour un autre compte Atelier Lumière');
    expect(mail.text).not.toContain('confirmation-changement-email');
  });

  it('asks a newsletter sign-up to confirm, saying how long the link lasts; it is not a newsletter yet', () => {
    const request = EVERY_TEMPLATE.find((entry) => entry.request.template === 'newsletter-confirmation')!.request;
    const mail = renderMail(request, 'en', shop);
    expect(mail.subject).toBe('Confirm your subscription to the Atelier Lumière newsletter');
    expect(mail.text).toContain('Confirm my subscription:\nhttps://shop.example/confirmation-newsletter?code=nl1');
    expect(mail.text).toContain('This link stays valid for 48 hours.');
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('confirms an order with its number, lines, totals and both addresses, in the customer’s language', () => {
    const fr = renderMail(orderConfirmation(null), 'fr', shop);
    expect(fr.subject).toBe('Votre commande AT001042 sur Atelier Lumière');
    expect(fr.text).toContain('T-shirt Canut (Marine, M) × 2 : 59,80\u00a0€');
    expect(fr.text).toContain('Livraison : Gratuite');
    expect(fr.text).toContain('Réduction (code ETE10) : -12,88\u00a0€');
    expect(fr.text).toContain('Total TTC : 115,92\u00a0€');
    expect(fr.text).toContain('Adresse de livraison\nZoé Martin\n12 rue des Canuts\n69004 Lyon\nAllemagne\n06 12 34 56 78');
    expect(fr.text).toContain('Adresse de facturation\nZoé Martin\n2 avenue du Bureau\nBâtiment B\n69004 Lyon');
    expect(fr.html).toContain('Sweat &lt;Croix-Rousse&gt; (Écru, L) × 1');
    // A guest has no account page to be sent to.
    expect(fr.text).not.toContain('/commande/');
    const en = renderMail(orderConfirmation('https://shop.example/commande/42'), 'en', shop);
    expect(en.text).toContain('Total incl. VAT: €115.92');
    expect(en.text).toContain('Delivery: Free');
    expect(en.text).toContain('Germany');
    expect(en.text).toContain('See my order:\nhttps://shop.example/commande/42');
  });

  it('gives mails to subscribers an unsubscribe link in the footer, and other mails none', () => {
    const welcome = renderMail(EVERY_TEMPLATE.find((entry) => entry.request.template === 'newsletter-welcome')!.request, 'fr', shop);
    expect(welcome.html).toContain(
      'inscrite à la newsletter Atelier Lumière. <a href="https://shop.example/desinscription-newsletter?token=tok" style="color:#1f3a5f;">Se désinscrire</a>',
    );
    expect(welcome.text).toContain('Se désinscrire : https://shop.example/desinscription-newsletter?token=tok');
    const confirmation = renderMail(EVERY_TEMPLATE[0]!.request, 'fr', shop);
    expect(confirmation.text).not.toContain('désinscrire');
  });

  it('sends a newsletter article: its title as heading and in the subject, its description, its HTML as written, in both parts', () => {
    const request: MailRequest = {
      template: 'newsletter-article',
      data: {
        title: 'Le lin & <vous>',
        description: 'Trois pièces pour l’été.',
        contentHtml:
          '<h2>Nouveautés</h2><p>Le <strong>lin lavé</strong> arrive, <a href="https://shop.example/t-shirts">voir les T-shirts</a>.</p><ul><li><p>Marine</p></li></ul>',
        unsubscribeLink: 'https://shop.example/desinscription-newsletter?token=tok',
      },
    };
    const fr = renderMail(request, 'fr', shop);
    expect(fr.subject).toBe('Newsletter Atelier Lumière : Le lin & <vous>');
    expect(fr.html).toContain('>Le lin &amp; &lt;vous&gt;</h1>');
    expect(fr.html).toContain('<p style="margin:0 0 16px;">Trois pièces pour l’été.</p>');
    expect(fr.html).toMatch(
      /<h2 style="[^"]+">Nouveautés<\/h2><p style="[^"]+">Le <strong>lin lavé<\/strong> arrive, <a href="https:\/\/shop\.example\/t-shirts" rel="noopener" target="_blank"/,
    );
    expect(fr.html).toContain('Se désinscrire</a>');
    expect(fr.text).toContain(
      'Trois pièces pour l’été.\n\nNouveautés\n\nLe lin lavé arrive, voir les T-shirts [https://shop.example/t-shirts].\n\n * Marine',
    );
    expect(fr.text).toContain('Se désinscrire : https://shop.example/desinscription-newsletter?token=tok');
    const en = renderMail(request, 'en', shop);
    expect(en.subject).toBe('Atelier Lumière newsletter: Le lin & <vous>');
    expect(en.text).toContain('Unsubscribe: https://shop.example/desinscription-newsletter?token=tok');
  });

  it('sanitises the article again when composing its mail, whatever the sender passed', () => {
    const mail = renderMail(
      {
        template: 'newsletter-article',
        data: {
          title: 'T',
          description: '',
          contentHtml:
            '<p>a</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">lien</a>',
          unsubscribeLink: 'https://shop.example/desinscription-newsletter?token=tok',
        },
      },
      'fr',
      shop,
    );
    expect(mail.html).not.toMatch(/<script|onerror|javascript:|alert/);
    expect(mail.html).toContain('lien');
  });
});
