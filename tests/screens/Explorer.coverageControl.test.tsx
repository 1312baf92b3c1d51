// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoverageControl } from '../../src/explorer/CoverageControl';
import { mergeCoverage, parseCoverage, type Coverage, type CoverageView } from '../../src/explorer/coverageOverlay';
import { chartModel } from '../../src/analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';

const model = chartModel(journeyMachine);
const someRun = mergeCoverage([parseCoverage(JSON.stringify({ run: 'e2e', kind: 'e2e', states: [model.states[1].id], transitions: [model.transitions[0].id] }))]);

function Control({ start }: { start: Coverage | null }) {
  const [coverage, setCoverage] = useState<Coverage | null>(start);
  const [view, setView] = useState<CoverageView>('both');
  return <CoverageControl model={model} coverage={coverage} view={view} onChange={setCoverage} onView={setView} />;
}

afterEach(cleanup);

describe('the coverage control', () => {
  it('with no runs says so, and how to produce some', () => {
    render(<Control start={null} />);
    expect(screen.getByTestId('coverage-empty').textContent).toMatch(/^No test runs yet: /);
  });

  it('after Clear coverage says the runs were cleared, not that there are none', () => {
    render(<Control start={someRun} />);
    expect(screen.queryByTestId('coverage-empty')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear coverage' }));
    expect(screen.getByTestId('coverage-empty').textContent).toBe('Coverage cleared: reload to show the last runs again, or load a file from coverage/journey/.');
    expect(screen.queryByRole('button', { name: 'Clear coverage' })).toBeNull();
  });
});
