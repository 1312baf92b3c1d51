import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartModel, type ChartModel } from '../../machines/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { JOURNEY_DOC, REGENERATE, renderJourneyDoc } from '../../scripts/lib/journeyDoc';
import { mermaidId, toMermaid, transitionLabel } from '../../machines/mermaid';

const model = chartModel(journeyMachine);

describe('docs/journey.md', () => {
  it('is what the chart renders today', () => {
    const expected = renderJourneyDoc(model);
    const file = fileURLToPath(new URL(`../../${JOURNEY_DOC}`, import.meta.url));
    // A checkout with CRLF line endings is still current.
    const committed = existsSync(file) ? readFileSync(file, 'utf8').replace(/\r\n/g, '\n') : '';
    // Not toEqual: a 40 KB diff says less than the one thing to do.
    if (committed !== expected) expect.fail(`${JOURNEY_DOC} is out of date: run ${REGENERATE}`);
  });

  it('tabulates every state, every transition and every route of the chart', () => {
    const doc = renderJourneyDoc(model);
    for (const s of model.states) expect(doc, s.id).toContain(`| \`${s.id}\` |`);
    const transitionRows = doc.split('## Transitions')[1].split('## Events')[0].split('\n').filter((l) => l.startsWith('| `'));
    expect(transitionRows).toHaveLength(model.transitions.length);
    for (const r of new Set(model.states.map((s) => s.route).filter(Boolean))) expect(doc).toContain(`| ${r} | `);
    expect(doc).toContain(`| states | ${model.states.length} `);
    expect(doc).toContain(`| transitions (each guarded branch counted) | ${model.transitions.length} |`);
  });
});

describe('the Mermaid diagram', () => {
  const text = toMermaid(model);
  const lines = text.split('\n');

  it('gives every state its own Mermaid-safe id', () => {
    const ids = model.states.filter((s) => s.parent).map((s) => mermaidId(model, s.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(mermaidId(model, 'journey.preview.otp.waiting')).toBe('preview_otp_waiting');
  });

  it('declares each state once, inside its parent block, so nested states are nested boxes', () => {
    // Walk the blocks: the block a declaration sits in must be its parent's.
    const stack: string[] = ['journey'];
    const declaredIn = new Map<string, string>();
    for (const line of lines) {
      const open = /^\s*state (\S+) \{$/.exec(line);
      const decl = /^\s*state "[^"]*" as (\S+)$/.exec(line);
      if (open) stack.push(open[1]);
      else if (line.trim() === '}') stack.pop();
      else if (decl) {
        expect(declaredIn.has(decl[1]), `${decl[1]} declared twice`).toBe(false);
        declaredIn.set(decl[1], stack[stack.length - 1]);
      }
    }
    expect(stack).toEqual(['journey']);
    for (const s of model.states.filter((x) => x.parent)) {
      const parent = s.parent === 'journey' ? 'journey' : mermaidId(model, s.parent!);
      expect(declaredIn.get(mermaidId(model, s.id)), s.id).toBe(parent);
    }
  });

  it('draws every transition to each of its targets, labelled event [guard], outside the blocks', () => {
    const edges = lines.filter((l) => / --> /.test(l) && !l.includes('[*]'));
    const expected = (m: ChartModel) =>
      m.transitions.flatMap((t) => t.targets.map((target) => `  ${mermaidId(m, t.source)} --> ${mermaidId(m, target)} : ${transitionLabel(t)}`));
    expect(edges).toEqual(expected(model));
    const guarded = model.transitions.find((t) => t.guard === 'isOtpExhausted')!;
    expect(transitionLabel(guarded)).toBe('xstate.done.actor.verifyOtp [isOtpExhausted]');
    const timer = model.transitions.find((t) => t.eventType.startsWith('xstate.after.OTP_VALIDITY'))!;
    expect(transitionLabel(timer)).toBe('after OTP_VALIDITY');
  });

  it('starts each compound state at its initial child', () => {
    for (const s of model.states.filter((x) => x.initial)) {
      expect(text).toContain(`[*] --> ${mermaidId(model, s.initial!)}`);
    }
  });
});
