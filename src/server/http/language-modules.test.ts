import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageModules, languageModulesIn } from './language-modules';

describe('the browser files of each language', () => {
  it('are read from the build manifest, with the chunks they import, as page addresses', () => {
    const manifest = {
      'src/i18n/fr/index.ts': { file: 'assets/fr-Bv42XX6E.js', imports: ['_shared-A1.js'] },
      'src/i18n/en/index.ts': { file: 'assets/en-Nbg15dqi.js', imports: ['_shared-A1.js'] },
      '_shared-A1.js': { file: 'assets/shared-A1.js' },
      'src/web/root.tsx': { file: 'assets/root-Bn5sfwPm.js' },
    };
    expect(languageModulesIn(manifest)).toEqual({
      fr: ['/assets/fr-Bv42XX6E.js', '/assets/shared-A1.js'],
      en: ['/assets/en-Nbg15dqi.js', '/assets/shared-A1.js'],
    });
  });

  it('are none when the build has no manifest: the browser then fetches its language itself', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
    try {
      expect(languageModules(dir)).toEqual({});
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/i18n/en/index.ts': { file: 'assets/en-1.js' } }));
      expect(languageModules(dir)).toEqual({ en: ['/assets/en-1.js'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
