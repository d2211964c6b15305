import { openDatabase } from '../../src/db/client';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from '../helpers/postgres';
import { describeNewsletterAtScale } from './newsletter-at-scale';

const serverUrl = process.env.TEST_DATABASE_URL!;
const database = scratchDatabaseName();

// A scratch database on the PostgreSQL server; the shop restarted after each crash takes back its own claims by its name.
describeNewsletterAtScale({
  name: 'PostgreSQL',
  async create() {
    await createDatabase(serverUrl, database);
    return { DATABASE_URL: databaseUrl(serverUrl, database) };
  },
  open: () => openDatabase({ url: databaseUrl(serverUrl, database) }),
  drop: () => dropDatabase(serverUrl, database),
});
