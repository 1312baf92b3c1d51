import { describe, expect, it } from 'vitest';
import type { ChartModel, StateInfo, TransitionInfo } from '../../src/analysis/chartModel';
import { mermaidDiagrams, mermaidExport, mermaidId, mermaidMarkdown, mermaidSize, toMermaid, toMermaidOverview, transitionLabel } from '../../src/analysis/mermaid';

/*
 * The Mermaid text of docs/journey.md and the explorer's export, on a small chart written here, so that
 * every rule of the renderer shows: ids without the machine's own id, labels Mermaid can carry, initial and
 * final markers, nested blocks, edges at the top level after the blocks, stubs for the regions a transition
 * leaves to, and an overview that counts states and transitions and draws a hub without its arrows in.
 */

const state = (id: string, parent: string | null, over: Partial<StateInfo> = {}): StateInfo => ({
  id,
  key: id.split('.').pop() ?? id,
  parent,
  type: 'atomic',
  initial: null,
  children: [],
  route: null,
  spec: null,
  description: null,
  tags: [],
  invokes: [],
  ...over,
});

const edge = (source: string, eventType: string, targets: string[], guard: string | null = null): TransitionInfo => ({
  id: `${source} ${eventType} #0`,
  source,
  eventType,
  guard,
  targets,
  actions: [],
});

// Four regions: form (compound, nested), busy, done (final) and expired, entered from two of the three others.
const model: ChartModel = {
  states: [
    state('app', null, { type: 'compound', initial: 'app.form', children: ['app.form', 'app.busy', 'app.done', 'app.expired'] }),
    state('app.form', 'app', { type: 'compound', initial: 'app.form.editing', children: ['app.form.editing', 'app.form.checking'] }),
    state('app.form.editing', 'app.form', { key: ' the  "form" ' }),
    state('app.form.checking', 'app.form', { type: 'compound', initial: 'app.form.checking.left', children: ['app.form.checking.left'] }),
    state('app.form.checking.left', 'app.form.checking'),
    state('app.busy', 'app'),
    state('app.done', 'app', { type: 'final' }),
    state('app.expired', 'app'),
  ],
  transitions: [
    edge('app.form.editing', 'user.submit', ['app.form.checking'], 'isValid;now'),
    edge('app.form.checking', 'xstate.after.ERROR_POPUP.app.form.checking', ['app.busy']),
    edge('app.form', 'user.cancel', ['app.done']),
    edge('app.form', 'SESSION', ['app.expired']),
    edge('app.busy', 'user.back', ['app.form']),
    edge('app.busy', 'SESSION', ['app.expired']),
    edge('app.busy', 'user.stay', []),
  ],
};

const STUB_STYLE = '  classDef stub fill:#f4f4f4,stroke:#888,stroke-dasharray:4 4,color:#444';

describe('the Mermaid diagram of a region', () => {
  it('nests the region\'s states in blocks, then draws its transitions, leaving ones to a stub per region', () => {
    expect(toMermaid(model, ['app.form'])).toBe(
      [
        'stateDiagram-v2',
        '  direction LR',
        '  [*] --> form',
        '  state "form" as form',
        '  state form {',
        '    [*] --> form_editing',
        '    state "the \'form\'" as form_editing',
        '    state "checking" as form_checking',
        '    state form_checking {',
        '      [*] --> form_checking_left',
        '      state "left" as form_checking_left',
        '    }',
        '  }',
        '  state "to busy" as to_busy',
        '  state "to done" as to_done',
        '  state "to expired" as to_expired',
        '  form_editing --> form_checking : user.submit [isValid now]',
        '  form_checking --> to_busy : after ERROR_POPUP',
        '  form --> to_done : user.cancel',
        '  form --> to_expired : SESSION',
        STUB_STYLE,
        '  class to_busy, to_done, to_expired stub',
        '',
      ].join('\n'),
    );
  });

  it('draws the single-state regions together, with the final marker and no arrow for a transition that stays', () => {
    expect(toMermaid(model, ['app.busy', 'app.done', 'app.expired'])).toBe(
      [
        'stateDiagram-v2',
        '  direction LR',
        '  state "busy" as busy',
        '  state "done" as done',
        '  done --> [*]',
        '  state "expired" as expired',
        '  state "to form" as to_form',
        '  busy --> to_form : user.back',
        '  busy --> expired : SESSION',
        STUB_STYLE,
        '  class to_form stub',
        '',
      ].join('\n'),
    );
  });

  it('refuses a state that is not a region', () => {
    expect(() => toMermaid(model, ['app.form.editing'])).toThrow('app.form.editing is not a region of the chart');
  });

  it('a label keeps no line break, no ; # { } and no run of spaces', () => {
    expect(transitionLabel(edge('app.form', ' user.go\n', [], '{a}#b  c '))).toBe('user.go [ a b c ]');
  });

  it('an id loses the machine\'s own id only where it starts with it', () => {
    expect(mermaidId(model, 'app.form.checking.left')).toBe('form_checking_left');
    expect(mermaidId(model, 'apple.x')).toBe('apple_x');
    expect(mermaidId(model, 'other.app.x')).toBe('other_app_x');
  });

  it('without a root every id keeps its whole path', () => {
    const rootless: ChartModel = { states: [state('a.b', 'a'), state('a.c', 'a')], transitions: [] };
    expect(mermaidId(rootless, 'a.b.c')).toBe('a_b_c');
    expect(() => toMermaid(rootless, [])).toThrow('The chart has no root state');
    expect(() => toMermaidOverview(rootless)).toThrow('The chart has no root state');
  });
});

describe('the overview of the regions', () => {
  it('counts each region\'s states and the transitions between two regions; a hub says how many regions enter it', () => {
    // expired is entered from form and busy: more than half of the three other regions.
    expect(toMermaidOverview(model)).toBe(
      [
        'flowchart LR',
        '  start(( )) --> form',
        '  form["form<br/>4 states"]',
        '  busy("busy")',
        '  done("done")',
        '  expired("expired<br/>entered from 2 regions")',
        '  form -->|1| busy',
        '  form -->|1| done',
        '  busy -->|1| form',
        '  classDef hub fill:#fff4e0,stroke:#b36b00',
        '  class expired hub',
        '',
      ].join('\n'),
    );
  });
});

describe('the diagrams together', () => {
  it('are the overview, each compound region, then the single-state regions', () => {
    expect(mermaidDiagrams(model).map((d) => [d.title, d.regions])).toEqual([
      ['Overview of the regions', []],
      ['form', ['app.form']],
      ['Single-state regions', ['app.busy', 'app.done', 'app.expired']],
    ]);
  });

  it('as Markdown: a heading and a mermaid block each; the export is that under a title', () => {
    const md = mermaidMarkdown(model, '###');
    expect(md.startsWith(`### Overview of the regions\n\n\`\`\`mermaid\n${toMermaidOverview(model)}\`\`\`\n\n### form\n\n\`\`\`mermaid\n`)).toBe(true);
    expect(md.match(/^```mermaid$/gm)).toHaveLength(3);
    expect(md.endsWith(`\`\`\`mermaid\n${toMermaid(model, ['app.busy', 'app.done', 'app.expired'])}\`\`\`\n`)).toBe(true);
    expect(mermaidExport(model)).toBe(`# The journey chart in Mermaid\n\n${mermaidMarkdown(model, '##')}`);
  });

  it('are measured as Mermaid\'s limits count: characters and arrows', () => {
    expect(mermaidSize('flowchart LR\n  a --> b\n  b -->|2| c\n')).toEqual({ chars: 36, arrows: 2 });
  });
});
