import { describe, expect, it } from 'vitest';
import { afterSaleMessages } from '../server/mail/after-sale/messages';
import { mailMessages } from '../server/mail/messages';
import { backResources } from './back';
import { checkoutResources } from './checkout';
import { resources } from './index';
import { pagesResources } from './pages';

/**
 * Every text as it can be read, with its path. A function (the mails' texts) is called with
 * placeholder arguments: what it adds around them is what is checked; one that cannot take
 * them is skipped rather than guessed at.
 */
function texts(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree === 'function') {
    try {
      const written: unknown = (tree as (...args: unknown[]) => unknown)(...Array.from({ length: tree.length }, () => 'X'));
      return typeof written === 'string' ? [[path, written]] : [];
    } catch {
      return [];
    }
  }
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

const english = [
  ...Object.entries(resources.en).flatMap(([namespace, tree]) => texts(tree, namespace)),
  ...texts(pagesResources.en, 'pages'),
  ...texts(checkoutResources.en, 'checkout'),
  ...texts(backResources.en, 'back'),
  ...texts(mailMessages.en, 'mail'),
  ...texts(afterSaleMessages.en, 'after-sale mail'),
];

// French puts a (non-breaking) space before these signs; English does not.
const SPACE_BEFORE_SIGN = /[ \u00a0\u202f][:;?!]/;

describe('English typography', () => {
  it('reads the texts it checks', () => {
    expect(english.length).toBeGreaterThan(500);
  });

  it('has no space before a colon, semicolon, question or exclamation mark', () => {
    expect(english.filter(([, text]) => SPACE_BEFORE_SIGN.test(text))).toEqual([]);
  });

  it('would notice one', () => {
    expect(SPACE_BEFORE_SIGN.test('Phone :')).toBe(true);
    expect(SPACE_BEFORE_SIGN.test('Sure\u00a0?')).toBe(true);
    expect(SPACE_BEFORE_SIGN.test('Phone: 06 12 34 56 78. Sure? Yes!')).toBe(false);
  });
});
