import type { TMetadataEntry } from '@/common/schemas/lots.ts';

/** Metadata entries as a two-column table, in the order of their field's priority (docs/product.md#catalogue). */
export const MetadataTable = ({ entries, caption }: { entries: TMetadataEntry[]; caption: string }) => (
  <table className="data-table" data-striped data-bordered>
    <caption className="visually-hidden">{caption}</caption>
    <tbody>
      {[...entries]
        .sort((a, b) => a.metadataFieldPriority - b.metadataFieldPriority)
        .map((entry) => (
          <tr key={entry.id}>
            <th scope="row" style={{ width: '40%' }}>
              {entry.metadataFieldName}
            </th>
            <td>{entry.value}</td>
          </tr>
        ))}
    </tbody>
  </table>
);
