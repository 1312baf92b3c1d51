import { COMPARISON } from './text';

/** Spec 1, 2.1: Islamic versus Conventional, shown with the product cards; the box scrolls on a narrow screen. */
export function IslamicComparison() {
  return (
    <div className="table-scroll">
      <table className="comparison" aria-label="Islamic versus Conventional financing">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">Islamic</th>
            <th scope="col">Conventional</th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              <td>{row.islamic}</td>
              <td>{row.conventional}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
