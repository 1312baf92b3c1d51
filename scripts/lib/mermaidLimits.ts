import mermaid from 'mermaid';
import { mermaidSize, type MermaidDiagram } from '../../src/analysis/mermaid';

/**
 * Mermaid's own default limits, read from the installed package so that an upgrade that changes them
 * changes what docs/journey.md must fit. Over maxTextSize Mermaid refuses a diagram ("Maximum text size in
 * diagram exceeded"); over maxEdges a flowchart stops drawing arrows, and the state diagrams are held to it too.
 */
export function mermaidDefaultLimits(): { maxTextSize: number; maxEdges: number } {
  const { maxTextSize, maxEdges } = mermaid.mermaidAPI.defaultConfig;
  if (maxTextSize === undefined || maxEdges === undefined) throw new Error('Mermaid no longer states maxTextSize and maxEdges in its default config');
  return { maxTextSize, maxEdges };
}

/** Every diagram over a default limit, described; empty when all fit. */
export function overMermaidLimits(diagrams: readonly MermaidDiagram[]): string[] {
  const { maxTextSize, maxEdges } = mermaidDefaultLimits();
  return diagrams.flatMap((d) => {
    const { chars, arrows } = mermaidSize(d.text);
    return [
      ...(chars > maxTextSize ? [`${d.title}: ${chars} characters, over Mermaid's maxTextSize ${maxTextSize}`] : []),
      ...(arrows > maxEdges ? [`${d.title}: ${arrows} arrows, over Mermaid's maxEdges ${maxEdges}`] : []),
    ];
  });
}
