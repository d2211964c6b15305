import { describe, expect, it } from 'vitest';
import { orderAddressBook } from './address';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
const address = (id: number, created: number, flags: { delivery?: boolean; billing?: boolean } = {}) => ({
  id,
  createdAt: day(created),
  isDefaultDelivery: flags.delivery ?? false,
  isDefaultBilling: flags.billing ?? false,
});

describe('orderAddressBook', () => {
  it.each([
    {
      name: 'default delivery, then default billing, then the newest first',
      book: [address(1, 1), address(2, 5), address(3, 2, { billing: true }), address(4, 3, { delivery: true }), address(5, 4)],
      order: [4, 3, 2, 5, 1],
    },
    {
      name: 'an address that is both defaults comes first, once',
      book: [address(1, 9), address(2, 1, { delivery: true, billing: true })],
      order: [2, 1],
    },
    {
      name: 'without defaults, newest first',
      book: [address(1, 1), address(2, 3), address(3, 2)],
      order: [2, 3, 1],
    },
    {
      name: 'addresses made at the same instant: the last made first',
      book: [address(7, 1), address(8, 1), address(6, 1)],
      order: [8, 7, 6],
    },
  ])('$name', ({ book, order }) => {
    expect(orderAddressBook(book).map((a) => a.id)).toEqual(order);
  });
});
