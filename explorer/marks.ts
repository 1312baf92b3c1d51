/**
 * The marks of an edge standing for several transitions: every mark any of them has, except that its
 * coverage is the least covered one's, so a merged edge with one transition never taken reads as not
 * covered.
 */
const COVERAGE = ['uncovered', 'by-model', 'covered'];

export function mergedMarks(lists: string[][]): string[] {
  const all = new Set(lists.flat());
  const weakest = COVERAGE.find((m) => all.has(m));
  return [...all].filter((m) => !COVERAGE.includes(m) || m === weakest);
}
