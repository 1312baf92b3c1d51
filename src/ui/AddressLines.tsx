/** An address as an envelope shows it: one line under another (src/domain/addressView.ts makes the lines). */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <span className="address">
      {lines.map((line, i) => (
        <span className="address-line" key={`${i}-${line}`}>
          {line}
        </span>
      ))}
    </span>
  );
}
