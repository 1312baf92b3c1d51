import { describe, expect, it } from 'vitest';
import { pathOptions, stepsText } from '../../src/explorer/paths';
import { journeyMachine } from '../../machines/journey.machine';

// A node suite, run by tests/chartGraphs.test.ts in the worker that has already built the chart's graphs for every setting.
describe('path lengths in words', () => {
  it('no step is the start screen itself; one step is "1 step"', () => {
    expect(stepsText(0)).toBe('start screen');
    expect(stepsText(1)).toBe('1 step');
    expect(stepsText(7)).toBe('7 steps');
  });

  it('the generated labels use them', () => {
    const options = pathOptions(journeyMachine);
    expect(options.filter((o) => /\(0 steps|\(1 steps/.test(o.label)).map((o) => o.label)).toEqual([]);
    const first = options.find((o) => o.group === 'screen' && o.steps.length === 0);
    expect(first?.label).toMatch(/ \(start screen\)$/);
    const one = options.find((o) => o.steps.length === 1);
    expect(one?.label).toMatch(/\(1 step[,)]/);
  });
});
