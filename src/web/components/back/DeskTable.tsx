import { useLayoutEffect, useRef, type ReactNode } from 'react';

type Props = { caption: string; columns: string[]; children: ReactNode };

/**
 * The table of a back-office list (orders, invoices, products, parameters): a caption for
 * screen readers, column headers, then the rows. On a phone each row is a card whose cells say
 * their column's name first (back.css, from `data-label`): the rows' components only render
 * cells, so the names are set here, from the headers, whenever the rows change.
 */
export function DeskTable({ caption, columns, children }: Props) {
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      [...row.cells].forEach((cell, index) => {
        const name = columns[index];
        if (name && cell.dataset.label !== name) cell.dataset.label = name;
      });
    }
  });
  return (
    <table className="orders-desk__table" ref={table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
