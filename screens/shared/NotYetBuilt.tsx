// Temporary while the after-submission screens are written in parallel; removed before commit.
export default function NotYetBuilt() {
  return <p className="page">This page is being built.</p>;
}
