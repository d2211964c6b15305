import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPhone } from '../../../domain/addresses/phone';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import type { PersonRef } from '../../../domain/customers/customer-desk';
import type { CustomerFile } from '../../../domain/customers/customer-file';
import { formatPrice } from '../../../domain/money';
import { orderDateLabel, orderDateTimeLabel } from '../../../domain/orders/order-date';
import { statusLabelKey } from '../../../domain/orders/orders';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { customersApi } from '../../components/back/customers/customers-api';
import { staffInvoicePdfUrl } from '../../components/back/invoices-api';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { useSignedInStaff } from '../../components/back/use-signed-in-staff';
import { apiErrorMessage } from '../../components/addresses/api-message';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import { useLocale } from '../../lib/use-root';
import type { Route } from './+types/customer-file';
import '../../components/back/customers/customers.css';

export const handle = sharedPage;

/** The person a URL names: /back/clients/{id} (an account) or /back/clients/invite?email= (a guest); null when it names nobody. */
function personOf(url: URL, id: string | undefined): PersonRef | null {
  if (id === undefined) {
    const email = url.searchParams.get('email')?.trim();
    return email ? { kind: 'guest', email } : null;
  }
  const customerId = parseUrlId(id);
  return customerId === null ? null : { kind: 'customer', id: customerId };
}

/** A customer's or guest's page: everything staff need to answer them, their data's export and, for administrators, its erasure. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const person = personOf(new URL(request.url), params.id);
  const result = person ? await customersApi.file(person) : null;
  return { person, file: result?.ok ? result.data : null, failed: result !== null && !result.ok && result.error.status !== 404 };
}
clientLoader.hydrate = true as const;

export default function CustomerFilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { person, file, failed } = loaderData;
  if (!person || !file) {
    return (
      <>
        <BackPageTitle title={t('pages.customer')} />
        <p role="alert">{failed ? t('customers.loadFailed') : t('customers.notFound')}</p>
        <p>
          <Link to={backPagePath('customers')}>{t('customers.back')}</Link>
        </p>
      </>
    );
  }
  return <FileView person={person} file={file} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="customer-file__section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function FileView({ person, file }: { person: PersonRef; file: CustomerFile }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const isAdmin = useSignedInStaff()?.role === 'admin';
  const [asking, setAsking] = useState(false);
  const name = file.name.trim() || file.email;

  const erase = async (): Promise<string | null> => {
    const result = await customersApi.erase(person);
    if (!result.ok) return apiErrorMessage(result.error, t);
    await navigate(backPagePath('customers'), { state: { notice: t('customers.erased', { name }) } });
    return null;
  };

  return (
    <>
      <BackPageTitle title={t('customers.fileTitle', { name })} />
      <p>
        <Link to={backPagePath('customers')}>{t('customers.back')}</Link>
      </p>
      <div className="customer-file">
        <Section title={t('customers.contact')}>
          <dl className="customer-file__facts">
            <dt>{t('customers.kind')}</dt>
            <dd>{t(file.account ? 'customers.account' : 'customers.guest')}</dd>
            <dt>{t('customers.name')}</dt>
            <dd>{file.name.trim() || t('customers.noName')}</dd>
            <dt>{t('customers.email')}</dt>
            <dd>
              <a href={`mailto:${file.email}`}>{file.email}</a>
            </dd>
            <dt>{t('customers.phone')}</dt>
            <dd>{file.phone ? formatPhone(file.phone) : '—'}</dd>
            <dt>{t('customers.language')}</dt>
            <dd>{t(`customers.languages.${file.locale}`)}</dd>
            {file.account && (
              <>
                <dt>{t('customers.createdAt')}</dt>
                <dd>{orderDateTimeLabel(file.account.createdAt)}</dd>
                <dt>{t('customers.confirmedAt')}</dt>
                <dd>{file.account.emailConfirmedAt ? orderDateTimeLabel(file.account.emailConfirmedAt) : t('customers.notConfirmed')}</dd>
                <dt>{t('customers.lastSeenAt')}</dt>
                <dd>
                  {file.sessions.lastSeenAt ? orderDateTimeLabel(file.sessions.lastSeenAt) : t('customers.never')} (
                  {t('customers.sessions', { count: file.sessions.count })})
                </dd>
              </>
            )}
            <dt>{t('customers.newsletter')}</dt>
            <dd>
              {t(file.newsletter.accepted ? 'customers.newsletterYes' : 'customers.newsletterNo')}
              {file.newsletter.subscription && (
                <>
                  <br />
                  {file.newsletter.subscription.unsubscribedAt
                    ? t('customers.newsletterUnsubscribed', { date: orderDateLabel(file.newsletter.subscription.unsubscribedAt) })
                    : t('customers.newsletterSubscribed', { date: orderDateLabel(file.newsletter.subscription.subscribedAt) })}
                </>
              )}
              <br />
              {t('customers.backInStock', { count: file.backInStockCount })}
            </dd>
          </dl>
        </Section>

        {file.account && (
          <Section title={t('customers.addresses')}>
            {file.addresses.length === 0 ? (
              <p>{t('customers.noAddresses')}</p>
            ) : (
              <ul className="customer-file__list">
                {file.addresses.map((address, i) => (
                  <li key={i}>
                    <address>
                      {address.firstName} {address.lastName}, {address.line1}
                      {address.line2 && `, ${address.line2}`}, {address.zip} {address.city} ({address.country}) · {formatPhone(address.phone)}
                    </address>
                    {address.isDefaultDelivery && <span> {t('customers.defaultDelivery')}.</span>}
                    {address.isDefaultBilling && <span> {t('customers.defaultBilling')}.</span>}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}

        <Section title={t('customers.orders')}>
          {file.orders.length === 0 ? (
            <p>{t('customers.noOrders')}</p>
          ) : (
            <ul className="customer-file__list">
              {file.orders.map((order) => (
                <li key={order.id}>
                  <Link to={`/back/commandes/${order.id}`}>{t('customers.orderLink', { number: order.number })}</Link> ·{' '}
                  {orderDateLabel(order.placedAt)} · {t(statusLabelKey(order.status))} · {formatPrice(order.totalCents, locale)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t('customers.returns')}>
          {file.returns.length === 0 ? (
            <p>{t('customers.noReturns')}</p>
          ) : (
            <ul className="customer-file__list">
              {file.returns.map((r, i) => (
                <li key={i}>
                  <Link to={`/back/commandes/${r.orderId}`}>{t('customers.returnOf', { number: r.orderNumber })}</Link> ·{' '}
                  {orderDateLabel(r.requestedAt)} · {t(`returns.status.${r.status}`)} · {t(`returns.reason.${r.reason}`)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t('customers.invoices')}>
          {file.invoices.length === 0 ? (
            <p>{t('customers.noInvoices')}</p>
          ) : (
            <ul className="customer-file__list">
              {file.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <a href={staffInvoicePdfUrl(invoice.id)} target="_blank" rel="noreferrer">
                    {t(invoice.kind === 'invoice' ? 'customers.invoicePdf' : 'customers.creditNotePdf', { number: invoice.number })}
                  </a>{' '}
                  · {orderDateLabel(invoice.issuedAt)} · {formatPrice(invoice.totalGrossCents, locale)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title={t('customers.personalData')}>
          <p>{t('customers.exportIntro')}</p>
          <p className="customer-file__actions">
            <a className="button" href={customersApi.exportHref(person, 'json')} download>
              {t('customers.exportJson')}
            </a>
            <a className="button" href={customersApi.exportHref(person, 'html')} download>
              {t('customers.exportHtml')}
            </a>
          </p>
          {isAdmin && (
            <>
              <p>{t('customers.eraseIntro')}</p>
              {file.erasureRefusal && <p className="message message--error">{t(`customers.errors.${file.erasureRefusal}`)}</p>}
              <p>
                <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
                  {t('customers.erase')}
                </button>
              </p>
            </>
          )}
        </Section>
      </div>
      <ConfirmDialog
        open={asking}
        question={t('customers.eraseQuestion', { name })}
        text={t('customers.eraseText')}
        cancelLabel={t('customers.eraseCancel')}
        confirmLabel={t('customers.eraseConfirm')}
        onConfirm={erase}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
