import { describe, expect, it } from 'vitest';
import type { ChartModel, StateInfo, TransitionInfo } from '../../machines/chartModel';
import { mermaidId, toMermaid, transitionLabel } from '../../machines/mermaid';

/*
 * The Mermaid stateDiagram-v2 text of docs/journey.md and the explorer, on a small chart written here, so
 * that every rule of the renderer shows: ids without the machine's own id, labels Mermaid can carry,
 * initial and final markers, nested blocks, and edges at the top level after the blocks.
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

const model: ChartModel = {
  states: [
    state('app', null, { type: 'compound', initial: 'app.form', children: ['app.form', 'app.busy', 'app.done'] }),
    state('app.form', 'app', { key: ' the  "form" ' }),
    state('app.busy', 'app', { type: 'parallel', children: ['app.busy.left'] }),
    state('app.busy.left', 'app.busy'),
    state('app.done', 'app', { type: 'final' }),
  ],
  transitions: [
    edge('app.form', 'user.submit', ['app.busy'], 'isValid;now'),
    edge('app.busy', 'xstate.after.ERROR_POPUP.app.busy', ['app.done']),
  ],
};

describe('the Mermaid diagram of a chart', () => {
  it('is written as Mermaid reads it: blocks first, then every edge at the top level', () => {
    expect(toMermaid(model)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> form',
        '  state "the \'form\'" as form',
        '  state "busy" as busy',
        '  state busy {',
        '    state "left" as busy_left',
        '  }',
        '  state "done" as done',
        '  done --> [*]',
        '  form --> busy : user.submit [isValid now]',
        '  busy --> done : after ERROR_POPUP',
        '',
      ].join('\n'),
    );
  });

  it('a label keeps no line break, no ; # { } and no run of spaces', () => {
    expect(transitionLabel(edge('app.form', ' user.go\n', [], '{a}#b  c '))).toBe('user.go [ a b c ]');
  });

  it('an id loses the machine\'s own id only where it starts with it', () => {
    expect(mermaidId(model, 'app.busy.left')).toBe('busy_left');
    expect(mermaidId(model, 'apple.x')).toBe('apple_x');
    expect(mermaidId(model, 'other.app.x')).toBe('other_app_x');
  });

  it('without a root every id keeps its whole path', () => {
    const rootless: ChartModel = { states: [state('a.b', 'a'), state('a.c', 'a')], transitions: [] };
    expect(mermaidId(rootless, 'a.b.c')).toBe('a_b_c');
    expect(() => toMermaid(rootless)).toThrow('The chart has no root state');
  });
});
