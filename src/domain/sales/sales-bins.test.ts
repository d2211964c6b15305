import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binsCutInside, PRODUCT_SALES_DAY_MS, SALES_HOUR_MS, splitWindow } from './sales-bins';

const at = (iso: string) => new Date(iso);

describe('the sales summaries’ bins', () => {
  it('reads from the orders only the hours a cut falls inside, clipped to the first and last cuts', () => {
    const cuts = [at('2026-06-01T22:00:00Z'), at('2026-06-02T22:00:00Z'), at('2026-06-03T08:35:00Z'), at('2026-06-03T10:20:00.500Z')];
    expect(binsCutInside(cuts, SALES_HOUR_MS)).toEqual([
      { start: at('2026-06-03T08:00:00Z'), from: at('2026-06-03T08:00:00Z'), to: at('2026-06-03T09:00:00Z') },
      { start: at('2026-06-03T10:00:00Z'), from: at('2026-06-03T10:00:00Z'), to: at('2026-06-03T10:20:00.500Z') },
    ]);
    expect(binsCutInside([at('2026-06-01T22:00:00Z'), at('2026-06-02T10:00:00Z')], SALES_HOUR_MS)).toEqual([]);
  });

  it('splits a window into whole UTC days and the ends no whole day covers', () => {
    expect(splitWindow({ from: at('2026-05-03T22:00:00Z'), to: at('2026-06-02T09:12:00Z') }, PRODUCT_SALES_DAY_MS)).toEqual({
      whole: { from: at('2026-05-04T00:00:00Z'), to: at('2026-06-02T00:00:00Z') },
      edges: [
        { from: at('2026-05-03T22:00:00Z'), to: at('2026-05-04T00:00:00Z') },
        { from: at('2026-06-02T00:00:00Z'), to: at('2026-06-02T09:12:00Z') },
      ],
    });
    const inOneDay = { from: at('2026-06-02T01:00:00Z'), to: at('2026-06-02T09:00:00Z') };
    expect(splitWindow(inOneDay, PRODUCT_SALES_DAY_MS)).toEqual({ whole: { from: inOneDay.to, to: inOneDay.to }, edges: [inOneDay] });
  });

  it('covers every instant of a window exactly once, by whole bins or by its ends', () => {
    const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) });
    fc.assert(
      fc.property(instant, instant, fc.array(instant, { maxLength: 20 }), (a, b, probes) => {
        const window = { from: new Date(Math.min(a, b)), to: new Date(Math.max(a, b)) };
        const { whole, edges } = splitWindow(window, PRODUCT_SALES_DAY_MS);
        for (const probe of probes) {
          const inside = (w: { from: Date; to: Date }) => w.from.getTime() <= probe && probe < w.to.getTime();
          const covered = [whole, ...edges].filter(inside).length;
          expect(covered).toBe(inside(window) ? 1 : 0);
        }
        if (whole.from < whole.to) expect([whole.from.getTime() % PRODUCT_SALES_DAY_MS, whole.to.getTime() % PRODUCT_SALES_DAY_MS]).toEqual([0, 0]);
      }),
    );
  });
});
