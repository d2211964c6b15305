import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { describeNewsletterAtScale } from './newsletter-at-scale';

let dataDir = '';

// The embedded database a fresh clone runs, in the shop's own data folder.
describeNewsletterAtScale({
  name: 'PGlite',
  async create(workDir) {
    dataDir = path.join(workDir, 'data', 'pglite');
    return {};
  },
  open: () => openDatabase({ dataDir }),
  drop: async () => {},
});
