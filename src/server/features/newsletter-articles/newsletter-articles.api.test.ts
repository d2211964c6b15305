import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { countQueries } from '../../../../tests/helpers/database';
import { daysAgo } from '../../../../tests/helpers/factories';
import { insertCustomer, signInAs } from '../../../../tests/helpers/sessions';
import { insertStaff, signInStaffAs, type StaffRow } from '../../../../tests/helpers/staff';
import { newsletterArticles, newsletterSubscribers } from '../../../db/schema';
import type { ArticleInput } from '../../../domain/newsletters/article-input';
import type { NewsletterArticle, NewsletterPage } from '../../../domain/newsletters/staff-newsletters';

let t: TestApp;
let collaborator: StaffRow;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  collaborator = await insertStaff(t.db, 'collaborator');
  cookie = await signInStaffAs(t.db, collaborator.id);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = { cookie }): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload === undefined ? {} : { payload }) });

let sequence = 0;
const article = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: `Article ${++sequence}`,
  author: 'Julien Moreau',
  description: 'Les nouveautés de la saison.',
  content: '<p>Le <strong>lin lavé</strong> arrive, <a href="https://atelier.example/nouveautes">voir</a>.</p>',
  ...overrides,
});

async function create(body: ArticleInput = article()): Promise<number> {
  const response = await call('POST', '/newsletters', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const read = async (id: number): Promise<NewsletterArticle> => {
  const response = await call('GET', `/newsletters/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const list = async (query: string): Promise<NewsletterPage> => {
  const response = await call('GET', `/newsletters?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const rowCount = () => t.db.$count(newsletterArticles);
const eqId = (id: number) => eq(newsletterArticles.id, id);

describe('newsletter articles in the back office', () => {
  it('lets a collaborator write an article, read it back, edit it and delete it', async () => {
    const id = await create(article({ title: 'Collection d’été', author: 'Julien Moreau' }));
    const [row] = await t.db.select().from(newsletterArticles).where(eqId(id));
    expect(row).toMatchObject({ createdByStaffId: collaborator.id, publishedAt: null });

    const created = await read(id);
    expect(created).toMatchObject({
      id,
      title: 'Collection d’été',
      author: 'Julien Moreau',
      description: 'Les nouveautés de la saison.',
      publishedAt: null,
      content: '<p>Le <strong>lin lavé</strong> arrive, <a href="https://atelier.example/nouveautes" rel="noopener" target="_blank">voir</a>.</p>',
    });

    const edited = await call(
      'PUT',
      `/newsletters/${id}`,
      article({ title: 'Collection d’été, suite', content: '<h2>Suite</h2><p>Et la suite.</p>' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read(id);
    expect(after).toMatchObject({ title: 'Collection d’été, suite', content: '<h2>Suite</h2><p>Et la suite.</p>', createdAt: created.createdAt });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const deleted = await call('DELETE', `/newsletters/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/newsletters/${id}`)).statusCode).toBe(404);
    const again = await call('DELETE', `/newsletters/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Cette newsletter n’existe pas ou a été supprimée.');
  });

  it('lets an article already sent be edited, to be sent again', async () => {
    const id = await create();
    await t.db
      .update(newsletterArticles)
      .set({ publishedAt: new Date('2026-03-01T09:00:00Z') })
      .where(eqId(id));
    const response = await call('PUT', `/newsletters/${id}`, article({ title: 'Corrigé après envoi' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await read(id)).toMatchObject({ title: 'Corrigé après envoi', publishedAt: '2026-03-01T09:00:00.000Z' });
  });

  it('removes a script, an onerror attribute and a javascript: link before storing, and keeps the rest', async () => {
    const id = await create(
      article({
        content:
          '<p>Bonjour<script>alert(document.cookie)</script></p><img src="https://cdn.example/lin.jpg" onerror="alert(1)" alt="Lin"><p><a href="javascript:alert(2)">Cliquez</a></p>',
      }),
    );
    const [row] = await t.db.select({ content: newsletterArticles.content }).from(newsletterArticles).where(eqId(id));
    expect(row!.content).toBe('<p>Bonjour</p><img src="https://cdn.example/lin.jpg" alt="Lin" /><p>Cliquez</p>');
    expect((await read(id)).content).toBe(row!.content);

    // The edition form is cleaned the same way.
    await call('PUT', `/newsletters/${id}`, article({ content: '<p onclick="x()">Texte</p><iframe src="https://evil.example"></iframe>' }));
    const [edited] = await t.db.select({ content: newsletterArticles.content }).from(newsletterArticles).where(eqId(id));
    expect(edited!.content).toBe('<p>Texte</p>');
  });

  it('cleans again what it reads, so a row written by other means shows no script either', async () => {
    const [row] = await t.db
      .insert(newsletterArticles)
      .values({ title: 'Ancienne', author: 'A', description: 'D', content: '<p>ok</p><script>x()</script>' })
      .returning();
    expect((await read(row!.id)).content).toBe('<p>ok</p>');
  });

  it.each([
    ['a blank title', 'title', { title: '  ' }, 'Donnez un titre à la newsletter.'],
    ['no author', 'author', { author: '' }, 'Indiquez l’auteur de la newsletter.'],
    ['a description of line breaks', 'description', { description: '\n' }, 'Écrivez la description : elle ouvre le mail, sous le titre.'],
    ['an empty paragraph', 'content', { content: '<p></p>' }, 'Écrivez le contenu de la newsletter.'],
    ['a paragraph of a non-breaking space', 'content', { content: '<p>&nbsp;</p>' }, 'Écrivez le contenu de la newsletter.'],
    ['a title of 151 characters', 'title', { title: 'x'.repeat(151) }, 'Le titre tient en 150 caractères au plus.'],
    ['a content over 100,000 characters', 'content', { content: `<p>${'x'.repeat(100_000)}</p>` }, 'Le contenu est trop long'],
    ['a NUL in the title', 'title', { title: 'Titre\u0000' }, 'Ce texte contient un caractère non autorisé'],
    [
      'a content of a script and a frame only',
      'content',
      { content: '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' },
      'Il ne reste rien du contenu',
    ],
  ] as const)('refuses %s, naming the field, and stores nothing', async (_case, field, change, message) => {
    const before = await rowCount();
    const response = await call('POST', '/newsletters', article(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toContain(message);
    expect(await rowCount()).toBe(before);
  });

  it('answers in English when asked, and refuses a bad edit without changing the article', async () => {
    const id = await create(article({ title: 'Intact' }));
    const response = await call('PUT', `/newsletters/${id}?lang=en`, article({ author: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'author', message: 'Say who wrote the newsletter.' });
    expect((await read(id)).title).toBe('Intact');
    expect((await call('PUT', '/newsletters/999999', article())).statusCode).toBe(404);
    expect((await call('GET', '/newsletters/abc')).statusCode).toBe(400);
  });

  it('keeps a description on one line: line breaks typed become spaces', async () => {
    const id = await create(article({ description: 'Première ligne\r\n\r\n  seconde ligne ' }));
    expect((await read(id)).description).toBe('Première ligne seconde ligne');
  });

  it('lists 9 a page, newest first or oldest first, without repeating or skipping, and searches title, description and author', async () => {
    const made: number[] = [];
    for (let n = 0; n < 11; n++) {
      const id = await create(
        article({ title: `Récolte ${n}`, description: n === 4 ? 'Spécial marinière' : 'Nouveautés', author: n === 7 ? 'Claire Martin' : 'Julien' }),
      );
      await t.db
        .update(newsletterArticles)
        .set({ createdAt: daysAgo(100 - n) })
        .where(eqId(id));
      made.push(id);
    }
    const first = await list('q=récolte');
    expect(first).toMatchObject({ total: 11, hasMore: true });
    expect(first.items).toHaveLength(9);
    const second = await list('q=récolte&page=2');
    expect(second.hasMore).toBe(false);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([...made].reverse());
    const oldest = await list('q=récolte&dir=asc');
    expect(oldest.items.map((item) => item.id)).toEqual(made.slice(0, 9));
    expect(oldest.items[0]).toEqual({
      id: made[0],
      title: 'Récolte 0',
      author: 'Julien',
      description: 'Nouveautés',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedAt: null,
    });

    expect((await list('q=MARINIÈRE')).items.map((item) => item.title)).toEqual(['Récolte 4']);
    expect((await list('q=claire martin')).items.map((item) => item.title)).toEqual(['Récolte 7']);
    expect((await list('q=%25')).total).toBe(0);
    expect((await call('GET', '/newsletters?dir=sideways')).statusCode).toBe(400);
  });

  it('reads a page in the same few queries whatever the page, order or search', async () => {
    const plain = await countQueries(t.db, () => list(''));
    expect(await countQueries(t.db, () => list('q=récolte&dir=asc&page=2'))).toBe(plain);
    // The staff session check, then the page and its count.
    expect(plain).toBeLessThanOrEqual(4);
  });

  it('counts the subscribers for the list’s header: confirmed ones and confirmed customers who accepted, each address once', async () => {
    const count = async () => {
      const response = await call('GET', '/newsletters/subscribers/count');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number }>().count;
    };
    const before = await count();
    await t.db.insert(newsletterSubscribers).values([
      { email: 'Lecteur@exemple.fr', unsubscribeTokenHash: 'h1', confirmedAt: new Date() },
      { email: 'attente@exemple.fr', unsubscribeTokenHash: 'h2' },
      { email: 'parti@exemple.fr', unsubscribeTokenHash: 'h3', confirmedAt: new Date(), unsubscribedAt: new Date() },
    ]);
    await insertCustomer(t.db, { email: 'lecteur@Exemple.fr', acceptsNewsletter: true });
    await insertCustomer(t.db, { email: 'cliente@exemple.fr', acceptsNewsletter: true });
    await insertCustomer(t.db, { email: 'pas-confirmee@exemple.fr', acceptsNewsletter: true, emailConfirmedAt: null });
    expect(await count()).toBe(before + 2);
  });

  it('previews a draft as the mail subscribers receive, in French or English, cleaned, with a sample unsubscribe link', async () => {
    const response = await call('POST', '/newsletters/preview', {
      title: 'Brouillon',
      description: 'En cours',
      content: '<p>Texte <strong>gras</strong><script>alert(1)</script></p>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{ subject: string; html: string }>();
    expect(preview.subject).toMatch(/^Newsletter .+ : Brouillon$/);
    expect(preview.html).toContain('<html lang="fr">');
    expect(preview.html).toContain('Texte <strong>gras</strong>');
    expect(preview.html).not.toContain('<script');
    expect(preview.html).toContain('/desinscription-newsletter?token=apercu');
    expect(preview.html).toContain('Se désinscrire');

    const english = await call('POST', '/newsletters/preview', { title: '', description: '', content: '', locale: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().html).toContain('Unsubscribe');
    expect((await call('POST', '/newsletters/preview', { title: 'x'.repeat(151) })).json().error.field).toBe('title');
  });

  it('refuses customers and visitors, and changes nothing for them', async () => {
    const customerCookie = await signInAs(t.db, (await insertCustomer(t.db)).id);
    const id = await create(article({ title: 'Protégé' }));
    const before = await rowCount();
    for (const headers of [{}, { cookie: customerCookie }] as Record<string, string>[]) {
      expect((await call('GET', '/newsletters', undefined, headers)).statusCode).toBe(401);
      expect((await call('GET', '/newsletters/subscribers/count', undefined, headers)).statusCode).toBe(401);
      expect((await call('POST', '/newsletters', article(), headers)).statusCode).toBe(401);
      expect((await call('PUT', `/newsletters/${id}`, article({ title: 'Volé' }), headers)).statusCode).toBe(401);
      expect((await call('DELETE', `/newsletters/${id}`, undefined, headers)).statusCode).toBe(401);
    }
    expect(await rowCount()).toBe(before);
    expect((await read(id)).title).toBe('Protégé');
    // An administrator writes them too.
    const admin = await signInStaffAs(t.db, (await insertStaff(t.db, 'admin')).id);
    expect((await call('POST', '/newsletters', article(), { cookie: admin })).statusCode).toBe(201);
  });
});
