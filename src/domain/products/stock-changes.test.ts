import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockEntry } from '../catalogue/types';
import { planStockChanges, type StockChange, type SubmittedStockRow } from './stock-changes';

const row = (colorId: number, sizeId: number, quantity: number): StockEntry => ({ colorId, sizeId, quantity });

describe('planStockChanges', () => {
  it('moves a shown row by what was typed minus what was shown, inserts new rows, deletes rows left out, in lock order', () => {
    const current = [row(1, 10, 5), row(1, 11, 2), row(2, 10, 7)];
    const submitted: SubmittedStockRow[] = [
      { colorId: 2, sizeId: 10, quantity: 7, shown: 7 },
      { colorId: 1, sizeId: 11, quantity: 9, shown: 2 },
      { colorId: 3, sizeId: 10, quantity: 4, shown: null },
    ];
    expect(planStockChanges(current, submitted)).toEqual({
      changes: [
        { kind: 'remove', colorId: 1, sizeId: 10 },
        { kind: 'adjust', colorId: 1, sizeId: 11, delta: 7, index: 1 },
        { kind: 'insert', colorId: 3, sizeId: 10, quantity: 4, index: 2 },
      ],
    });
  });

  it('applies only the difference, so units a checkout took while the form was open stay taken', () => {
    // The form showed 5; a checkout took 2 meanwhile (3 left); staff typed 8 (they received 3).
    const plan = planStockChanges([row(1, 10, 3)], [{ colorId: 1, sizeId: 10, quantity: 8, shown: 5 }]);
    expect(plan).toEqual({ changes: [{ kind: 'adjust', colorId: 1, sizeId: 10, delta: 3, index: 0 }] });
  });

  it('calls a conflict a row the form cannot have seen as it is', () => {
    // A row it showed that another save removed.
    expect(planStockChanges([], [{ colorId: 1, sizeId: 10, quantity: 1, shown: 4 }])).toEqual({ conflict: 0 });
    // A new row another save already added.
    expect(planStockChanges([row(1, 10, 2)], [{ colorId: 1, sizeId: 10, quantity: 1, shown: null }])).toEqual({ conflict: 0 });
  });

  it('leaves the stock as typed when nothing else touched it, whatever the rows', () => {
    const variant = fc.record({ colorId: fc.integer({ min: 1, max: 4 }), sizeId: fc.integer({ min: 1, max: 4 }) });
    const quantity = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ variant, quantity }), { selector: (r) => `${r.variant.colorId}/${r.variant.sizeId}` }),
        fc.uniqueArray(fc.record({ variant, quantity }), { selector: (r) => `${r.variant.colorId}/${r.variant.sizeId}` }),
        (before, typed) => {
          const current = before.map((r) => ({ ...r.variant, quantity: r.quantity }));
          const shown = new Map(current.map((r) => [`${r.colorId}/${r.sizeId}`, r.quantity]));
          const submitted = typed.map((r) => ({
            ...r.variant,
            quantity: r.quantity,
            shown: shown.get(`${r.variant.colorId}/${r.variant.sizeId}`) ?? null,
          }));
          const plan = planStockChanges(current, submitted);
          if (!('changes' in plan)) throw new Error('no conflict without a concurrent save');
          expect(apply(current, plan.changes)).toEqual(sorted(submitted.map(({ colorId, sizeId, quantity }) => ({ colorId, sizeId, quantity }))));
          const order = plan.changes.map((c) => c.colorId * 100 + c.sizeId);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        },
      ),
    );
  });
});

const sorted = (rows: StockEntry[]) => [...rows].sort((a, b) => a.colorId - b.colorId || a.sizeId - b.sizeId);

function apply(current: StockEntry[], changes: StockChange[]): StockEntry[] {
  const rows = new Map(current.map((r) => [`${r.colorId}/${r.sizeId}`, { ...r }]));
  for (const change of changes) {
    const key = `${change.colorId}/${change.sizeId}`;
    if (change.kind === 'remove') rows.delete(key);
    else if (change.kind === 'insert') rows.set(key, { colorId: change.colorId, sizeId: change.sizeId, quantity: change.quantity });
    else rows.get(key)!.quantity += change.delta;
  }
  return sorted([...rows.values()]);
}
