import type { AddressSnapshot } from '../addresses/address';
import { formatPhone } from '../addresses/phone';
import { formatPrice } from '../money';
import { orderDateTimeLabel } from '../orders/order-date';
import { statusLabelKey } from '../orders/orders';
import type { PersonalData } from './personal-data';

/** A translator of the person's language (i18next's `t`, bound to it). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Everything written into the file was typed by someone: escaped, so it reads as text and never runs. */
const esc = (text: string | number) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The readable copy of the export: one self-contained HTML page (no script, no outside file)
 * in the person's language, that opens in any browser and prints; the same facts as the JSON.
 */
export function personalDataHtml(data: PersonalData, t: Translate): string {
  const k = (key: string, values?: Record<string, string | number>) => esc(t(`back:customers.export.${key}`, values));
  const when = (iso: string | null) => (iso ? esc(orderDateTimeLabel(iso)) : '—');
  const money = (cents: number) => esc(formatPrice(cents, data.locale));
  const table = (headers: string[], rows: string[][]) =>
    rows.length === 0
      ? `<p>${k('none')}</p>`
      : `<table><thead><tr>${headers.map((h) => `<th scope="col">${k(h)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  const facts = (pairs: [string, string][]) => `<dl>${pairs.map(([key, value]) => `<dt>${k(key)}</dt><dd>${value}</dd>`).join('')}</dl>`;
  const who = data.account ? `${data.account.firstName} ${data.account.lastName}` : data.person.kind === 'guest' ? data.person.email : '';

  const sections = [
    `<h2>${k('account')}</h2>` +
      (data.account
        ? facts([
            ['name', esc(`${data.account.firstName} ${data.account.lastName}`)],
            ['email', esc(data.account.email)],
            ['language', esc(data.account.locale.toUpperCase())],
            ['createdAt', when(data.account.createdAt)],
            ['confirmedAt', when(data.account.emailConfirmedAt)],
            ['updatedAt', when(data.account.updatedAt)],
          ])
        : `<p>${k('noAccount')}</p>`),
    `<h2>${k('addresses')}</h2>` +
      table(
        ['address', 'phone', 'createdAt'],
        data.addresses.map((a) => [addressHtml(a), esc(formatPhone(a.phone)), when(a.createdAt)]),
      ),
    `<h2>${k('orders')}</h2>` +
      (data.orders.length === 0
        ? `<p>${k('none')}</p>`
        : data.orders
            .map(
              (order) =>
                `<h3>${k('order', { number: order.number })}</h3>` +
                facts([
                  ['placedAt', when(order.placedAt)],
                  ['status', esc(t(statusLabelKey(order.status)))],
                  ['email', esc(order.email)],
                  ['delivery', addressHtml(order.deliveryAddress)],
                  ['billing', addressHtml(order.billingAddress)],
                  ['total', money(order.totalCents)],
                  ['refunded', money(order.refundedCents)],
                  ...(order.promoCode ? [['promoCode', esc(order.promoCode)] as [string, string]] : []),
                  ...(order.trackingNumber ? [['tracking', esc(`${order.carrier ?? ''} ${order.trackingNumber}`)] as [string, string]] : []),
                  ...(order.withdrawnAt ? [['withdrawnAt', when(order.withdrawnAt)] as [string, string]] : []),
                ]) +
                table(
                  ['item', 'quantity', 'unitPrice'],
                  order.lines.map((line) => [
                    esc(`${line.reference} ${line.name} (${line.colorName}, ${line.sizeName})`),
                    esc(line.quantity),
                    money(line.unitPriceCents),
                  ]),
                ),
            )
            .join('')),
    `<h2>${k('returns')}</h2>` +
      table(
        ['order', 'status', 'reason', 'requestedAt', 'items'],
        data.returns.map((r) => [
          esc(r.orderNumber),
          esc(t(`orders:returns.status.${r.status}`)),
          esc(t(`orders:returns.reason.${r.reason}`)) + (r.comment ? `<br>${esc(r.comment)}` : ''),
          when(r.requestedAt),
          r.lines.map((line) => esc(`${line.reference} ${line.name} × ${line.quantity}`)).join('<br>'),
        ]),
      ),
    `<h2>${k('invoices')}</h2>` +
      table(
        ['document', 'issuedAt', 'order', 'total'],
        data.invoices.map((invoice) => [
          k(invoice.kind === 'invoice' ? 'invoice' : 'creditNote', { number: invoice.number }),
          when(invoice.issuedAt),
          esc(invoice.orderNumber ?? '—'),
          money(invoice.totalGrossCents),
        ]),
      ),
    `<h2>${k('newsletter')}</h2>` +
      facts([
        ['newsletterAccepted', k(data.newsletter.accepted ? 'yes' : 'no')],
        [
          'newsletterSubscription',
          data.newsletter.subscription
            ? k('subscription', {
                email: data.newsletter.subscription.email,
                date: orderDateTimeLabel(data.newsletter.subscription.subscribedAt),
              }) +
              (data.newsletter.subscription.unsubscribedAt
                ? ` — ${k('unsubscribed', { date: orderDateTimeLabel(data.newsletter.subscription.unsubscribedAt) })}`
                : '')
            : k('none'),
        ],
      ]),
    `<h2>${k('backInStock')}</h2>` +
      table(
        ['item', 'requestedAt', 'notifiedAt'],
        data.backInStock.map((alert) => [
          esc(`${alert.reference} ${alert.product} (${alert.color}, ${alert.size})`),
          when(alert.requestedAt),
          when(alert.notifiedAt),
        ]),
      ),
    `<h2>${k('other')}</h2>` +
      facts([
        ['sessions', esc(data.sessions.count)],
        ['lastSeenAt', when(data.sessions.lastSeenAt)],
        ['mails', esc(data.mails.count)],
      ]),
  ];

  return `<!doctype html>
<html lang="${data.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${k('title', { who })}</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem;line-height:1.4}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}dt{font-weight:600}dd{margin:0 0 .5rem}</style></head>
<body><h1>${k('title', { who })}</h1><p>${k('exportedAt', { date: orderDateTimeLabel(data.exportedAt) })}</p>
${sections.join('\n')}
</body></html>
`;
}

function addressHtml(address: AddressSnapshot): string {
  return [`${address.firstName} ${address.lastName}`, address.line1, address.line2, `${address.zip} ${address.city}`, address.country]
    .map((line) => line.trim())
    .filter(Boolean)
    .map(esc)
    .join('<br>');
}
