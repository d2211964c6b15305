import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, type MigrationScratch } from '../../tests/helpers/migration-scratch';
import { migrationsFolder } from './client';
import { DEMO_SETTINGS, DEMO_SETTINGS_EN } from './seed/demo-settings';

/**
 * The migration that made a shop seeded before with the demo's pop-up and banner texts quote
 * the free-delivery threshold instead of "80 €": those exact texts change, an owner's own do not.
 */
const MIGRATION = '0025_demo_texts_quote_the_threshold';

/** As the demo wrote them before; the French banner is one its owner rewrote, still quoting 80 €. */
const BEFORE: Record<string, string> = {
  popupMessage:
    'Livraison offerte dès 80 € d’achat en France métropolitaine. Vos commandes partent de notre atelier lyonnais sous 48 heures ouvrées.',
  bandeST: 'Livraison offerte dès 80 € : profitez-en !',
  'popupMessage:en': 'Free delivery in mainland France on orders over €80. Orders leave our Lyon workshop within 48 working hours.',
  'bandeST:en': 'Free delivery from €80 in mainland France',
};

let workDir = '';
let db: MigrationScratch;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-threshold-texts-'));
  db = await emptyDatabase();
  await db.migrate(await migrationsBefore(workDir, MIGRATION));
  await db.query(`
    insert into settings (key, value) values ${Object.entries(BEFORE)
      .map(([key, value]) => `(${quoted(key)}, ${quoted(value)})`)
      .join(', ')};
  `);
  await db.migrate(migrationsFolder);
});

afterAll(async () => {
  await db?.close();
  await rm(workDir, { recursive: true, force: true });
});

const settingsNow = async () =>
  Object.fromEntries((await db.query('select key, value from settings order by key')).map((row) => [row.key as string, row.value as string]));

describe('a shop seeded with the demo texts that wrote 80 €', () => {
  it('gets the texts the demo writes now, which quote the threshold, and keeps the one its owner wrote', async () => {
    expect(await settingsNow()).toEqual({
      popupMessage: DEMO_SETTINGS.popupMessage,
      bandeST: BEFORE.bandeST,
      'popupMessage:en': DEMO_SETTINGS_EN['popupMessage:en'],
      'bandeST:en': DEMO_SETTINGS_EN['bandeST:en'],
    });
    expect(DEMO_SETTINGS.popupMessage).toContain('{seuil}');
    expect(DEMO_SETTINGS_EN['bandeST:en']).toContain('{threshold}');
  });
});
