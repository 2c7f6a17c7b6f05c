import type { ReactNode } from 'react';

/** A plain read-only table of the record (a caption for screen readers, header cells scoped). */
export const RecordTable = ({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) => (
  <div className="overflow-x-auto rounded-lg border border-edge bg-white">
    <table className="w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 text-left">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-edge">
            {r.cells.map((c, i) => (
              <td key={i} className="px-3 py-2 align-top">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
