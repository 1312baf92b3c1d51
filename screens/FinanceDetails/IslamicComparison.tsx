import { RowsTable } from '../../src/ui/RowsTable';
import { COMPARISON } from './text';

/** Spec 1, 2.1: Islamic versus Conventional, shown with the product cards; each aspect stacks into a card on a phone. */
export function IslamicComparison() {
  return (
    <RowsTable
      className="comparison"
      label="Islamic versus Conventional financing"
      columns={['', 'Islamic', 'Conventional']}
      actions={false}
      rowHeaders
      rows={COMPARISON.map((row) => ({ key: row.aspect, cells: [row.aspect, row.islamic, row.conventional] }))}
    />
  );
}
