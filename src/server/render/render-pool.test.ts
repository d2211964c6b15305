import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool';

const notAsked = () => Promise.reject(new Error('not asked for'));
const catalogue = { version: 0, contentVersion: 0, snapshot: notAsked, search: notAsked };

describe('the render threads', () => {
  it('stop the start-up with a message when they cannot load the web build', async () => {
    const missing = pathToFileURL('/nonexistent/build/server/index.js').href;
    const pool = new RenderPool(
      { buildUrl: missing, mode: 'production', publicUrl: 'http://localhost:3000', noncePlaceholder: 'NONCE', languageModules: {} },
      2,
      catalogue,
      pino({ level: 'silent' }),
    );
    try {
      await expect(pool.ready()).rejects.toThrow(/render thread stopped while loading the web build/);
    } finally {
      await pool.close();
    }
  });
});
