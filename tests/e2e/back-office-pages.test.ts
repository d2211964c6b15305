import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../src/db/seed/demo-accounts';
import { personPagePath } from '../../src/domain/customers/customer-desk';
import type { CustomerDeskPage } from '../../src/domain/customers/customer-desk';
import type { NewsletterArticle, NewsletterPage, SavedNewsletter } from '../../src/domain/newsletters/staff-newsletters';
import type { StaffOrderPage } from '../../src/domain/orders/staff-orders';
import type { StaffProductPage } from '../../src/domain/products/staff-products';
import { BACK_PAGES, backPagePath, type BackPageKey } from '../../src/domain/staff/back-office-pages';
import type { TeamMember } from '../../src/domain/staff/team';
import back from '../../src/i18n/fr/back';
import { seriousA11yViolations, seriousA11yViolationsInDialog } from './helpers/a11y';
import { guestPaidOrder } from './helpers/checkout';
import { expectNoPageProblems } from './helpers/problems';
import { useShop, waitForHydration } from './helpers/shop';
import { signInStaff } from './helpers/staff';

/**
 * Every back-office page, with the demo shop's data in it, at a desk's width and a phone's: no
 * serious or critical accessibility violation, one level-1 heading, and nothing wider than the
 * window. A page added to BACK_PAGES without an address here fails the journey
 * by its key. Each width is one browser page, signed in once; the problems of every page are
 * gathered and reported together, so one run lists all there is to fix.
 */
const shop = useShop();

/**
 * The demo shop's orders are all its customer's: a guest buys once, for the guest's page and
 * the order's page (confirmed, so that it can be shipped) of both widths.
 */
let guestOrder: ReturnType<typeof guestPaidOrder> | undefined;
const bought = () => (guestOrder ??= guestPaidOrder(shop, 5));

const WIDTHS: [string, BrowserContextOptions][] = [
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
  ['390 px', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

/** A French text of the back office, its `{{name}}` placeholders filled. */
const fill = (text: string, values: Record<string, string> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A staff API read from the signed-in page, with its cookies. */
const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;

const postJson = <T>(page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ url, json }) => {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
      if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { url: path, json: body },
  ) as Promise<T>;

const withId = (key: BackPageKey, id: number) => backPagePath(key).replace(':id', String(id));

type Visit = { path: string; heading: string };

/** Every back-office page's address and heading, with a demo order, product, newsletter, team member, customer and guest in them. */
async function backPageVisits(page: Page): Promise<Record<BackPageKey, Visit>> {
  const { number, email } = await bought();
  const [orders, products, newsletters, team, people, guests] = await Promise.all([
    getJson<StaffOrderPage>(page, `/api/admin/orders?${new URLSearchParams({ q: number })}`),
    getJson<StaffProductPage>(page, '/api/admin/products'),
    getJson<NewsletterPage>(page, '/api/admin/newsletters'),
    getJson<{ members: TeamMember[] }>(page, '/api/admin/team'),
    getJson<CustomerDeskPage>(page, '/api/admin/customers'),
    getJson<CustomerDeskPage>(page, `/api/admin/customers?${new URLSearchParams({ q: email })}`),
  ]);
  const order = orders.items.find((one) => one.number === number)!;
  if (order.status === 'pending') await postJson(page, `/api/admin/orders/${order.id}/confirm`, {});
  const product = products.items[0]!;
  const member = team.members.find((one) => one.email !== DEMO_ADMIN.login)!;
  const customer = people.items.find((one) => one.kind === 'customer')!;
  const guest = guests.items.find((one) => one.kind === 'guest')!;
  // The demo shop has no newsletter: the journey writes one.
  const newsletterId =
    newsletters.items[0]?.id ??
    (
      await postJson<SavedNewsletter>(page, '/api/admin/newsletters', {
        title: 'La nouvelle collection',
        author: 'Claire Martin',
        description: 'Des sweat-shirts en coton bio, tissés à Lyon.',
        content: '<p>Les pièces de la saison arrivent en boutique.</p>',
      })
    ).id;
  const newsletter = await getJson<NewsletterArticle>(page, `/api/admin/newsletters/${newsletterId}`);

  const title = (key: BackPageKey) => ({ path: backPagePath(key), heading: back.pages[key] });
  return {
    dashboard: title('dashboard'),
    orders: title('orders'),
    order: { path: withId('order', order.id), heading: fill(back.orderDetail.title, { number: order.number }) },
    invoices: title('invoices'),
    createInvoice: title('createInvoice'),
    accounting: title('accounting'),
    products: title('products'),
    createProduct: title('createProduct'),
    editProduct: { path: withId('editProduct', product.id), heading: back.pages.editProduct },
    productParameters: title('productParameters'),
    newsletters: title('newsletters'),
    createNewsletter: title('createNewsletter'),
    readNewsletter: { path: withId('readNewsletter', newsletter.id), heading: newsletter.title },
    editNewsletter: { path: withId('editNewsletter', newsletter.id), heading: back.pages.editNewsletter },
    team: title('team'),
    createAdmin: title('createAdmin'),
    editAdmin: { path: withId('editAdmin', member.id), heading: back.pages.editAdmin },
    siteSettings: title('siteSettings'),
    media: title('media'),
    auditLog: title('auditLog'),
    customers: title('customers'),
    customer: { path: personPagePath(customer), heading: fill(back.customers.fileTitle, { name: customer.name }) },
    guest: { path: personPagePath(guest), heading: fill(back.customers.fileTitle, { name: guest.name }) },
    stockImport: title('stockImport'),
  };
}

/** What is wrong with the page as it is now: axe's serious and critical findings, the count of h1, a sideways scroll. */
async function pageProblems(page: Page, width: number): Promise<string[]> {
  const problems = await seriousA11yViolations(page);
  const headings = await page.getByRole('heading', { level: 1 }).count();
  if (headings !== 1) problems.push(`${headings} level-1 headings instead of one`);
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (scrollWidth > width) problems.push(`scrolls sideways: ${scrollWidth} px wide in a ${width} px window`);
  return problems;
}

async function visit(page: Page, { path, heading }: Visit): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  // The page's own reads are done when nothing says it is loading any more.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

describe('every back-office page', () => {
  it.each(WIDTHS)('at %s has no serious accessibility violation, one h1 and no sideways scroll', async (_, options) => {
    const width = options.viewport!.width;
    const found: Record<string, string[]> = {};
    const check = async (name: string, page: Page) => {
      const problems = await pageProblems(page, width);
      if (problems.length > 0) found[name] = problems;
    };

    const page = await shop.open(backPagePath('dashboard'), options);
    await page.waitForURL((url) => url.pathname === '/back/login');
    await page.getByRole('heading', { level: 1, name: back.login.title }).waitFor();
    await check('login', page);
    await signInStaff(page, DEMO_ADMIN);

    const visits = await backPageVisits(page);
    // Every page of the table has an address here: a new page is checked, or named by this failure.
    expect(Object.keys(visits).sort()).toEqual(BACK_PAGES.map((one) => one.key).sort());
    for (const { key } of BACK_PAGES) {
      await visit(page, visits[key]);
      await check(key, page);
    }

    // The phone's navigation, open over the page.
    const menu = page.getByRole('button', { name: back.shell.menu });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole('navigation', { name: back.shell.navigation }).getByRole('link', { name: back.sidebar.orders }).waitFor();
      await check('navigation menu', page);
    }

    // The dialogs, asked and not done: one with a form (shipping the order), one confirmation (erasing a customer's data).
    await visit(page, visits.order);
    await page.getByRole('button', { name: back.lifecycle.ship, exact: true }).click();
    const shipping = page.getByRole('dialog', { name: fill(back.lifecycle.shipTitle, { number: (await bought()).number }) });
    await shipping.waitFor();
    const inShipping = await seriousA11yViolationsInDialog(page);
    if (inShipping.length > 0) found['ship dialog'] = inShipping;
    await shipping.getByRole('button', { name: back.lifecycle.close }).click();
    await shipping.waitFor({ state: 'hidden' });

    await visit(page, visits.customer);
    await page.getByRole('button', { name: back.customers.erase }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const inDialog = await seriousA11yViolationsInDialog(page);
    if (inDialog.length > 0) found['erase dialog'] = inDialog;
    await dialog.getByRole('button', { name: back.customers.eraseCancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(found).toEqual({});
    expectNoPageProblems(page);
  });
});
