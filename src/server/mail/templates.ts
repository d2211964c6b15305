import { formatPhone } from '../../domain/addresses/phone';
import { articleHtmlForMail, type SanitizedHtml } from '../features/newsletter-articles/sanitize';
import type { MailMessages } from './messages';
import { composeAfterSaleMail, type AfterSaleMailData } from './after-sale/templates';
import type { AfterSaleMessages } from './after-sale/messages';

/** What each mail needs from the feature that sends it. Links are absolute URLs. */
export type MailTemplateData = AfterSaleMailData & {
  'confirm-registration': { firstName: string; link: string };
  'account-exists': { firstName: string; signInLink: string; resetLink: string };
  'reset-password': { firstName: string; link: string; expiresInMinutes: number };
  /** The same mail with the back office's link: a template of its own, so it has its own mail budget (ADR 31). */
  'staff-reset-password': { firstName: string; link: string; expiresInMinutes: number };
  'confirm-email-change': { firstName: string; link: string };
  /** To the owner of an address another account asked to use: no link that could change anything. */
  'email-in-use': { firstName: string; signInLink: string; resetLink: string };
  /** The footer sign-up's double opt-in: the link to `/confirmation-newsletter?code=…`. */
  'newsletter-confirmation': { link: string; validForHours: number };
  /** The human unsubscribe page (`/desinscription-newsletter?token=…`). */
  'newsletter-welcome': { unsubscribeLink: string };
  /** "Notify me when it's back", asked by a visitor: the link to `/confirmation-alerte-stock?code=…`. */
  'back-in-stock-confirmation': BackInStockVariant & { link: string; validForHours: number };
  /** The variant is back: the link to the product page in that colour and size (sent once, ADR 36). */
  'back-in-stock': BackInStockVariant & { link: string };
  /** After the provider confirmed the payment: what was bought, the totals and where it goes. */
  'order-confirmation': {
    firstName: string;
    orderNumber: string;
    lines: { name: string; colorName: string; sizeName: string; quantity: number; lineTotalCents: number }[];
    subtotalCents: number;
    shippingCents: number;
    discountCents: number;
    totalCents: number;
    promoCode: string | null;
    delivery: MailAddress;
    billing: MailAddress;
    /** A customer's order page (`/commande/{id}`); null for a guest, who has no account to see it in. */
    orderLink: string | null;
    /** The withdrawal function ("Se rétracter du contrat ici"), in every mail about the order while it applies (ADR 28). */
    withdrawalLink?: string | null;
  };
  /** An invoice or credit note sent by staff; its PDF is the mail's attachment. */
  invoice: { firstName: string; number: string; creditNote: boolean; orderNumber: string | null; totalCents: number };
  /**
   * A newsletter article written in the back office, to one subscriber. `contentHtml` is the
   * article's HTML: sanitised again when the mail is composed, whatever the caller did (ADR 19).
   * `unsubscribeLink` is the subscriber's own unsubscribe page, shown in the footer.
   */
  'newsletter-article': { title: string; description: string; contentHtml: string; unsubscribeLink: string };
  /**
   * A new team member's link to choose their password (`/back/login?mode=invitation&…`, ADR 21);
   * `inviter` null when the operator's command invited them (ADR 26).
   */
  'staff-invitation': {
    firstName: string;
    inviter: string | null;
    role: 'admin' | 'collaborator';
    login: string;
    link: string;
    validForDays: number;
  };
  /** The administrators' morning summary of the variants at or under the site's threshold (ADR 41), named in their language. */
  'low-stock': {
    threshold: number;
    variants: { reference: string; productName: string; colorName: string; sizeName: string; quantity: number }[];
    /** Low variants beyond those listed. */
    more: number;
    /** The products desk, sorted by stock, fewest first. */
    link: string;
  };
};

/** The product, colour and size a back-in-stock mail is about, named in the mail's language. */
export type BackInStockVariant = { productName: string; colorName: string; sizeName: string };

/** An address as a mail writes it; `country` is the ISO code, named in the mail's language. */
export type MailAddress = {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
};

export type MailTemplate = keyof MailTemplateData;

/** A template name with its data, checked together: `{ template: 'reset-password', data: {...} }`. */
export type MailRequest = { [T in MailTemplate]: { template: T; data: MailTemplateData[T] } }[MailTemplate];

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Secondary text, shown smaller after the main content. */
  | { kind: 'note'; text: string }
  /** Label and amount rows (an order's lines and totals); a strong row is the total. */
  | { kind: 'table'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A titled block of short lines (a postal address). */
  | { kind: 'lines'; title: string; lines: string[] }
  /** Staff-written HTML (a newsletter article), already sanitised: the one block the layout does not escape. */
  | { kind: 'html'; html: SanitizedHtml };

/** A mail's content before layout: plain text pieces, escaped by the HTML layout (but for the sanitised `html` block). */
export type MailContent = {
  subject: string;
  heading: string;
  greeting?: string;
  blocks: MailBlock[];
  /** Set on mails to newsletter subscribers: the footer carries this unsubscribe link. */
  unsubscribeLink?: string;
};

const paragraph = (text: string): MailBlock => ({ kind: 'paragraph', text });
const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });
const note = (text: string): MailBlock => ({ kind: 'note', text });

function addressLines(address: MailAddress, m: MailMessages): string[] {
  const { firstName, lastName, line1, line2, zip, city, country, phone } = address;
  return [`${firstName} ${lastName}`, line1, line2, `${zip} ${city}`, m.orderConfirmation.country(country), formatPhone(phone)].filter(
    (line) => line.trim() !== '',
  );
}

function orderConfirmation(
  data: MailTemplateData['order-confirmation'],
  m: MailMessages,
  shop: { name: string },
  afterSale: AfterSaleMessages,
): MailContent {
  const t = m.orderConfirmation;
  const totals = [
    { label: t.subtotal, value: t.money(data.subtotalCents) },
    { label: t.shipping, value: data.shippingCents === 0 ? t.free : t.money(data.shippingCents) },
    ...(data.discountCents > 0 ? [{ label: t.discount(data.promoCode), value: t.money(-data.discountCents) }] : []),
    { label: t.total, value: t.money(data.totalCents), strong: true },
  ];
  return {
    subject: t.subject(shop.name, data.orderNumber),
    heading: t.heading,
    greeting: m.layout.greeting(data.firstName),
    blocks: [
      paragraph(t.intro(data.orderNumber)),
      {
        kind: 'table',
        rows: [...data.lines.map((line) => ({ label: t.line(line), value: t.money(line.lineTotalCents) })), ...totals],
      },
      { kind: 'lines', title: t.delivery, lines: addressLines(data.delivery, m) },
      { kind: 'lines', title: t.billing, lines: addressLines(data.billing, m) },
      ...(data.orderLink ? [button(t.action, data.orderLink)] : []),
      note(t.next),
      // The after-sale mails' words, so every mail about the order labels the function alike.
      ...(data.withdrawalLink ? [note(afterSale.withdrawalNote), button(afterSale.withdraw, data.withdrawalLink)] : []),
    ],
  };
}

/** The content of one mail in one language; `shop` is the shop's name, `siteUrl` its home page. */
export function composeMail(
  request: MailRequest,
  m: MailMessages,
  shop: { name: string; siteUrl: string },
  afterSale: AfterSaleMessages,
): MailContent {
  switch (request.template) {
    case 'confirm-registration': {
      const { firstName, link } = request.data;
      const t = m.confirmRegistration;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [paragraph(t.intro(shop.name)), button(t.action, link), note(t.ignore)],
      };
    }
    case 'account-exists': {
      const { firstName, signInLink, resetLink } = request.data;
      const t = m.accountExists;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [
          paragraph(t.intro),
          paragraph(t.signIn),
          button(t.signInAction, signInLink),
          paragraph(t.reset),
          button(t.resetAction, resetLink),
          note(t.ignore),
        ],
      };
    }
    case 'reset-password':
    case 'staff-reset-password': {
      const { firstName, link, expiresInMinutes } = request.data;
      const t = m.resetPassword;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [paragraph(t.intro), button(t.action, link), paragraph(t.validity(expiresInMinutes)), note(t.ignore)],
      };
    }
    case 'confirm-email-change': {
      const { firstName, link } = request.data;
      const t = m.confirmEmailChange;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [paragraph(t.intro), button(t.action, link), note(t.ignore)],
      };
    }
    case 'email-in-use': {
      const { firstName, signInLink, resetLink } = request.data;
      const t = m.emailInUse;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [
          paragraph(t.intro(shop.name)),
          paragraph(t.unchanged),
          button(t.signInAction, signInLink),
          paragraph(t.notYou),
          button(t.resetAction, resetLink),
        ],
      };
    }
    case 'newsletter-confirmation': {
      const { link, validForHours } = request.data;
      const t = m.newsletterConfirmation;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        blocks: [paragraph(t.intro(shop.name)), button(t.action, link), paragraph(t.validity(validForHours)), note(t.ignore)],
      };
    }
    case 'newsletter-welcome': {
      const t = m.newsletterWelcome;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        blocks: [paragraph(t.intro(shop.name)), button(t.action, shop.siteUrl), note(t.leave)],
        unsubscribeLink: request.data.unsubscribeLink,
      };
    }
    case 'back-in-stock-confirmation': {
      const { productName, colorName, sizeName, link, validForHours } = request.data;
      const t = m.backInStockConfirmation;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        blocks: [
          paragraph(t.intro(m.variant(productName, colorName, sizeName))),
          button(t.action, link),
          paragraph(t.validity(validForHours)),
          note(t.ignore),
        ],
      };
    }
    case 'back-in-stock': {
      const { productName, colorName, sizeName, link } = request.data;
      const t = m.backInStock;
      return {
        subject: t.subject(shop.name, productName),
        heading: t.heading,
        blocks: [paragraph(t.intro(m.variant(productName, colorName, sizeName))), button(t.action, link), note(t.once)],
      };
    }
    case 'order-confirmation':
      return orderConfirmation(request.data, m, shop, afterSale);
    case 'newsletter-article': {
      const { title, description, contentHtml, unsubscribeLink } = request.data;
      const t = m.newsletterArticle;
      return {
        subject: t.subject(shop.name, title),
        heading: title,
        blocks: [
          ...(description.trim() ? [paragraph(description)] : []),
          { kind: 'html', html: articleHtmlForMail(contentHtml, shop.siteUrl) },
          button(t.action, shop.siteUrl),
        ],
        unsubscribeLink,
      };
    }
    case 'invoice': {
      const { firstName, number, creditNote, orderNumber, totalCents } = request.data;
      const t = m.invoice;
      return {
        subject: t.subject(shop.name, number, creditNote),
        heading: t.heading(creditNote),
        greeting: m.layout.greeting(firstName),
        blocks: [
          paragraph(t.intro(number, creditNote, orderNumber)),
          { kind: 'table', rows: [{ label: t.total, value: t.money(totalCents), strong: true }] },
          note(t.keep),
        ],
      };
    }
    case 'staff-invitation': {
      const { firstName, inviter, role, login, link, validForDays } = request.data;
      const t = m.staffInvitation;
      return {
        subject: t.subject(shop.name),
        heading: t.heading,
        greeting: m.layout.greeting(firstName),
        blocks: [
          paragraph(t.intro(inviter, shop.name, role)),
          paragraph(t.login(login)),
          paragraph(t.choose),
          button(t.action, link),
          paragraph(t.validity(validForDays)),
          note(t.ignore),
        ],
      };
    }
    case 'low-stock': {
      const { threshold, variants, more, link } = request.data;
      const t = m.lowStock;
      return {
        subject: t.subject(shop.name, variants.length + more),
        heading: t.heading,
        blocks: [
          paragraph(t.intro(threshold)),
          {
            kind: 'table',
            rows: variants.map((v) => ({
              label: `${v.reference} · ${m.variant(v.productName, v.colorName, v.sizeName)}`,
              value: t.units(v.quantity),
            })),
          },
          ...(more > 0 ? [paragraph(t.more(more))] : []),
          button(t.action, link),
          note(t.why),
        ],
      };
    }
    default:
      return composeAfterSaleMail(request, afterSale, shop, m.layout.greeting);
  }
}
