import type { ReactNode } from 'react';

type Props = { caption: string; columns: string[]; children: ReactNode };

/** The table of a back-office list (orders, invoices): a caption for screen readers, column headers, then the rows. */
export function DeskTable({ caption, columns, children }: Props) {
  return (
    <table className="orders-desk__table">
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
