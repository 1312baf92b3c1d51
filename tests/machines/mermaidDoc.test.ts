import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { mermaidDiagrams, mermaidId, regionOf, transitionLabel, type MermaidDiagram } from '../../src/analysis/mermaid';
import { overMermaidLimits } from '../../scripts/lib/mermaidLimits';

/*
 * The Mermaid diagrams of the journey chart (docs/journey.md and the explorer's export): each under Mermaid's
 * default limits, read here from the installed mermaid's own default config; together they declare every
 * state once, in its parent's block, and draw every transition once. That they render is
 * e2e/mermaid-render.spec.ts.
 */

const model = chartModel(journeyMachine);
const diagrams = mermaidDiagrams(model);
const regionDiagrams = diagrams.filter((d) => d.regions.length);
const doc = readFileSync(fileURLToPath(new URL('../../docs/journey.md', import.meta.url)), 'utf8').replace(/\r\n/g, '\n');
const docBlocks = [...doc.matchAll(/^```mermaid\n([\s\S]*?)```$/gm)].map((m) => m[1]);
const { maxTextSize, maxEdges } = mermaid.mermaidAPI.defaultConfig;
/** The phases of the card: the root's children that group screens and show no page themselves. */
const phases = model.states.filter((s) => s.parent === 'journey' && s.children.length && !s.route);
const phaseIds = new Set(phases.map((p) => p.id));
/** Where a screen is drawn: at the top of its diagram when it is a child of the root or of a phase. */
const drawnParent = (parent: string) => (parent === 'journey' || phaseIds.has(parent) ? 'journey' : mermaidId(model, parent));

describe('the Mermaid diagrams of docs/journey.md', () => {
  it('are the overview and one per region, as generated', () => {
    expect(docBlocks).toEqual(diagrams.map((d) => d.text));
    expect(diagrams[0].text.startsWith('flowchart LR\n')).toBe(true);
    expect(phases.map((p) => p.key)).toEqual(['application', 'afterSubmission', 'returning', 'outcomes']);
    const compound = model.states.filter((s) => (s.parent === 'journey' || phaseIds.has(s.parent ?? '')) && s.children.length && !phaseIds.has(s.id));
    expect(regionDiagrams.map((d) => d.regions[0])).toEqual([...compound.map((s) => s.id), expect.any(String)]);
    // The overview reads as the card: a box per phase around its screens.
    for (const p of phases) expect(diagrams[0].text).toContain(`  subgraph ${p.key}["${p.key}"]\n`);
  });

  it('each fit Mermaid\'s default maxTextSize and maxEdges', () => {
    expect(maxTextSize).toBeGreaterThan(0);
    expect(maxEdges).toBeGreaterThan(0);
    for (const [i, text] of docBlocks.entries()) {
      expect(text.length, diagrams[i].title).toBeLessThanOrEqual(maxTextSize!);
      expect(text.split('\n').filter((l) => l.includes('-->')).length, diagrams[i].title).toBeLessThanOrEqual(maxEdges!);
    }
    expect(overMermaidLimits(diagrams)).toEqual([]);
  });

  it('the generator\'s check names a diagram over either limit', () => {
    const big: MermaidDiagram = { title: 'big', regions: ['journey.x'], text: `stateDiagram-v2\n${'  a --> b\n'.repeat(maxEdges! + 1)}%%${'x'.repeat(maxTextSize!)}\n` };
    expect(overMermaidLimits([big])).toEqual([
      `big: ${big.text.length} characters, over Mermaid's maxTextSize ${maxTextSize}`,
      `big: ${maxEdges! + 1} arrows, over Mermaid's maxEdges ${maxEdges}`,
    ]);
  });

  it('declare every state once, inside its parent\'s block; a region at the top of its own diagram', () => {
    const declaredIn = new Map<string, string>();
    for (const d of regionDiagrams) {
      const stack = ['journey'];
      for (const line of d.text.split('\n')) {
        const open = /^\s*state (\S+) \{$/.exec(line);
        const decl = /^\s*state "[^"]*" as (\S+)$/.exec(line);
        if (open) stack.push(open[1]);
        else if (line.trim() === '}') stack.pop();
        else if (decl && !decl[1].startsWith('to_')) {
          expect(declaredIn.has(decl[1]), `${decl[1]} declared twice`).toBe(false);
          declaredIn.set(decl[1], stack[stack.length - 1]);
        }
      }
      expect(stack, d.title).toEqual(['journey']);
    }
    for (const s of model.states.filter((x) => x.parent && !phaseIds.has(x.id))) {
      expect(declaredIn.get(mermaidId(model, s.id)), s.id).toBe(drawnParent(s.parent!));
    }
    expect(declaredIn.size).toBe(model.states.length - 1 - phases.length);
  });

  it('draw every transition once, in its source\'s region, to its target or to the stub of the region it enters', () => {
    const drawn = regionDiagrams.flatMap((d) => d.text.split('\n').filter((l) => l.includes(' --> ') && !l.includes('[*]')));
    const fromRoot = model.transitions.filter((t) => t.source === 'journey');
    const expected = model.transitions.filter((t) => !fromRoot.includes(t)).flatMap((t) =>
      t.targets.map((target) => {
        const into = regionOf(model, target)!;
        const sameRegion = regionOf(model, t.source) === into || regionDiagrams.some((d) => d.regions.includes(into) && d.regions.includes(regionOf(model, t.source)!));
        return `  ${mermaidId(model, t.source)} --> ${sameRegion ? mermaidId(model, target) : `to_${mermaidId(model, into)}`} : ${transitionLabel(t)}`;
      }),
    );
    expect([...drawn].sort()).toEqual([...expected].sort());
    // The root's transitions leave any state: the overview draws them from one node.
    const overview = mermaidDiagrams(model)[0].text;
    expect(fromRoot.map((t) => t.targets.map((to) => `  anywhere -->|"${transitionLabel(t)}"| ${mermaidId(model, to)}`)).flat()).toEqual(
      ['  anywhere -->|"xstate.error.actor.* [isSessionExpired]"| outcomes_sessionExpired'],
    );
    expect(overview).toContain('  anywhere -->|"xstate.error.actor.* [isSessionExpired]"| outcomes_sessionExpired\n');
    expect(drawn).toContain('  application_preview_otp_verifying --> application_preview_submitting : xstate.done.actor.verifyOtp [isOtpVerified]');
    expect(transitionLabel(model.transitions.find((t) => t.guard === 'isOtpExhausted')!)).toBe('xstate.done.actor.verifyOtp [isOtpExhausted]');
    expect(transitionLabel(model.transitions.find((t) => t.eventType.startsWith('xstate.after.OTP_VALIDITY'))!)).toBe('after OTP_VALIDITY');
  });

  it('start each compound state at its initial child, and the journey at its first region', () => {
    const all = regionDiagrams.map((d) => d.text).join('\n');
    for (const s of model.states.filter((x) => x.initial && !phaseIds.has(x.id))) expect(all).toContain(`[*] --> ${mermaidId(model, s.initial!)}`);
  });
});
