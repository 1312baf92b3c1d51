/** Placeholder until the explorer lands (being written now). */
export default function Explorer() {
  return <p>Journey chart explorer</p>;
}
