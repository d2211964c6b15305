import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../domain/catalogue/types';
import type { Locale } from '../../../domain/locale';
import SizeGuidePage from '../../routes/pages/size-guide';
import { ProductPanels } from '../catalogue/ProductPanels';

/** Server-renders `page` in the given language, as the storefront does. */
function render(page: () => React.ReactNode, locale: Locale = 'fr'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: page }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale, settings: {}, collections: [], publicUrl: '', cspNonce: '' } } }} />);
}

/** Each table of the page, as its caption and its rows read aloud: "size | chest | length". */
function tables(html: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [, table] of html.matchAll(/<table[^>]*>(.*?)<\/table>/gs)) {
    const caption = /<caption>(.*?)<\/caption>/s.exec(table!)![1]!;
    const body = /<tbody>(.*?)<\/tbody>/s.exec(table!)![1]!;
    found[caption] = [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell]) => cell!.replace(/<!-- -->/g, '')).join(' | '),
    );
  }
  return found;
}

const TSHIRTS = [
  'XS | 86 – 91 | 68',
  'S | 91 – 96 | 70',
  'M | 96 – 101 | 72',
  'L | 101 – 106 | 74',
  'XL | 106 – 111 | 76',
  '2XL | 111 – 116 | 78',
  '3XL | 116 – 121 | 80',
];
const SWEATSHIRTS = [
  'XS | 91 – 96 | 65',
  'S | 96 – 101 | 67',
  'M | 101 – 106 | 69',
  'L | 106 – 111 | 71',
  'XL | 111 – 116 | 73',
  '2XL | 116 – 121 | 75',
  '3XL | 121 – 126 | 77',
];

describe('the size guide, from XS to 3XL like the sizes on sale', () => {
  it('lists every size on the /guide page, for T-shirts and sweat-shirts', () => {
    expect(tables(render(SizeGuidePage))).toEqual({ 'T-shirts': TSHIRTS, 'Sweat-shirts': SWEATSHIRTS });
  });

  it.each([
    ['tshirts', TSHIRTS],
    ['sweatshirts', SWEATSHIRTS],
  ] as const)('lists every size in the size-guide panel of a product page (%s)', (category: Category, rows) => {
    const panels = render(() => <ProductPanels product={{ category, description: 'Coton bio.', modelName: '', weightGrams: 200 }} />, 'en');
    expect(Object.values(tables(panels))).toEqual([rows]);
  });
});
