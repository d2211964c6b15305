import { convert } from 'html-to-text';
import type { Locale } from '../../domain/locale';
import { afterSaleMessages } from './after-sale/messages';
import { mailMessages, type MailMessages } from './messages';
import type { ShopIdentity } from './shop-identity';
import { composeMail, type MailBlock, type MailContent, type MailRequest } from './templates';

export type RenderedMail = { subject: string; html: string; text: string };

/** One mail, ready to store: pure, so every template and language is unit-tested without I/O. */
export function renderMail(request: MailRequest, locale: Locale, shop: ShopIdentity): RenderedMail {
  const messages = mailMessages[locale];
  const content = composeMail(request, messages, shop, afterSaleMessages[locale]);
  return { subject: content.subject, html: renderHtml(content, messages, shop, locale), text: renderText(content, messages, shop) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put in the HTML goes through this: names, settings and links may hold any character. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// The shop's design tokens (web/styles/global.css), inlined: mail clients ignore style sheets.
const INK = '#1d1b18';
const INK_SOFT = '#57524b';
const PAPER = '#fbf8f3';
const LINE = '#e4ddd2';
const ACCENT = '#1f3a5f';
const FONT = "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const DISPLAY_FONT = "Georgia,'Times New Roman',serif";

function htmlBlock(block: MailBlock, m: MailMessages): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${INK_SOFT};">${escapeHtml(block.text)}</p>`;
    case 'table': {
      const rows = block.rows.map(({ label, value, strong }) => {
        const cell = `padding:6px 0;border-top:1px solid ${LINE};${strong ? 'font-weight:bold;' : ''}`;
        return `<tr><td style="${cell}">${escapeHtml(label)}</td><td align="right" style="${cell}padding-left:16px;white-space:nowrap;">${escapeHtml(value)}</td></tr>`;
      });
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;font-size:15px;">${rows.join('')}</table>`;
    }
    case 'lines':
      return `<p style="margin:0 0 16px;"><strong>${escapeHtml(block.title)}</strong><br>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'html':
      return block.html;
    case 'button': {
      const url = escapeHtml(block.url);
      // A table cell carries the colour: Outlook ignores padding and background on links.
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 12px;"><tr>` +
        `<td align="center" bgcolor="${ACCENT}" style="border-radius:6px;background-color:${ACCENT};">` +
        `<a href="${url}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 20px;font-size:13px;color:${INK_SOFT};">${escapeHtml(m.layout.linkFallback)}<br>` +
        `<a href="${url}" style="color:${ACCENT};word-break:break-all;">${url}</a></p>`
      );
    }
  }
}

function renderHtml(content: MailContent, m: MailMessages, shop: ShopIdentity, locale: Locale): string {
  const name = escapeHtml(shop.name);
  // The signature picture under the team's name says nothing the text does not: no alternative text.
  const signature = shop.signatureUrl
    ? `\n<img src="${escapeHtml(shop.signatureUrl)}" alt="" width="180" style="display:block;margin:8px 0 0;border:0;outline:none;width:180px;max-width:100%;height:auto;">`
    : '';
  const brand = shop.logoUrl
    ? `<img src="${escapeHtml(shop.logoUrl)}" alt="${name}" width="200" style="display:block;border:0;outline:none;width:200px;max-width:100%;height:auto;">`
    : `<span style="font-family:${DISPLAY_FONT};font-size:24px;color:${INK};">${name}</span>`;
  const footer = [
    `<strong>${name}</strong>`,
    shop.address ? escapeHtml(shop.address) : null,
    shop.contactEmail
      ? `${escapeHtml(m.layout.question)} <a href="mailto:${escapeHtml(shop.contactEmail)}" style="color:${ACCENT};">${escapeHtml(shop.contactEmail)}</a>`
      : null,
    content.unsubscribeLink
      ? `${escapeHtml(m.layout.subscriberNotice(shop.name))} <a href="${escapeHtml(content.unsubscribeLink)}" style="color:${ACCENT};">${escapeHtml(m.layout.unsubscribe)}</a>`
      : null,
  ].filter((line): line is string => line !== null);

  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="background-color:${PAPER};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:600px;background-color:#ffffff;border:1px solid ${LINE};border-radius:6px;">
<tr><td align="center" style="padding:28px 32px 12px;"><a href="${escapeHtml(shop.siteUrl)}" style="text-decoration:none;">${brand}</a></td></tr>
<tr><td style="padding:12px 32px 28px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};">
<h1 style="margin:0 0 20px;font-family:${DISPLAY_FONT};font-size:24px;font-weight:normal;line-height:1.25;color:${INK};">${escapeHtml(content.heading)}</h1>
${content.greeting ? `<p style="margin:0 0 16px;">${escapeHtml(content.greeting)}</p>\n` : ''}${content.blocks.map((block) => htmlBlock(block, m)).join('\n')}
<p style="margin:24px 0 0;">${escapeHtml(m.layout.signOff)}<br>${escapeHtml(m.layout.team(shop.name))}</p>${signature}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td align="center" style="padding:20px 32px;font-family:${FONT};font-size:13px;line-height:1.6;color:${INK_SOFT};">${footer.join('<br>\n')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** Staff HTML in the text part: headings as written (not upper-cased), links followed by their address, pictures by their text. */
const HTML_AS_TEXT = {
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    ...['h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

function textBlock(block: MailBlock, m: MailMessages): string {
  switch (block.kind) {
    case 'button':
      return `${m.layout.labelled(block.label)}\n${block.url}`;
    case 'table':
      return block.rows.map(({ label, value }) => `${m.layout.labelled(label)} ${value}`).join('\n');
    case 'lines':
      return [block.title, ...block.lines].join('\n');
    case 'html':
      return convert(block.html, HTML_AS_TEXT);
    default:
      return block.text;
  }
}

/** The plain-text twin: the same words and links, for clients that do not show HTML. */
function renderText(content: MailContent, m: MailMessages, shop: ShopIdentity): string {
  const body = [
    content.heading,
    content.greeting,
    ...content.blocks.map((block) => textBlock(block, m)),
    `${m.layout.signOff}\n${m.layout.team(shop.name)}`,
  ];
  const footer = [
    shop.name,
    shop.address,
    shop.contactEmail ? `${m.layout.question} ${shop.contactEmail}` : null,
    content.unsubscribeLink ? `${m.layout.subscriberNotice(shop.name)}\n${m.layout.labelled(m.layout.unsubscribe)} ${content.unsubscribeLink}` : null,
  ];
  const present = (part: string | null | undefined): part is string => Boolean(part);
  return `${body.filter(present).join('\n\n')}\n\n-- \n${footer.filter(present).join('\n')}\n`;
}
