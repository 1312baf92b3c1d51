// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { journeyMachine } from '../../machines/journey.machine';
import { chartModel } from '../../src/analysis/chartModel';
import { screenPaths } from '../../src/analysis/selection';
import { SimulatePanel } from '../../src/explorer/SimulatePanel';
import { availableEvents, current, startSimulation, stepBack, stepSimulation, type Simulation } from '../../src/explorer/simulate';

const model = chartModel(journeyMachine);
let latest: Simulation;

function Harness() {
  const [sim, setSim] = useState(() => startSimulation(journeyMachine));
  latest = sim;
  return (
    <SimulatePanel
      machine={journeyMachine}
      model={model}
      sim={sim}
      onSend={(event, label) => setSim(stepSimulation(journeyMachine, sim, event, label))}
      onBack={() => setSim(stepBack(sim))}
      onReset={() => setSim(startSimulation(journeyMachine))}
      onChange={setSim}
    />
  );
}

const panel = () => screen.getByRole('region', { name: 'Simulation' });
const eventButtons = () => within(panel()).getAllByRole('button').filter((b) => b.hasAttribute('data-event-type'));
/** Presses the button that sends this event (the same sample the path took). */
function press(event: { type: string; output?: unknown }) {
  const index = availableEvents(journeyMachine, current(latest).snapshot).findIndex((c) => JSON.stringify(c.event) === JSON.stringify(event));
  expect(index, `${event.type} offered`).toBeGreaterThanOrEqual(0);
  fireEvent.click(eventButtons()[index]);
}

describe('the simulate panel on the real chart', () => {
  it('labels every button readably and differently, all along generated paths', () => {
    // Long paths through the application, the OTP step and the status pages: a few dozen states.
    const paths = screenPaths(journeyMachine).filter((p) => p.steps.length >= 10).slice(0, 4);
    let checked = 0;
    for (const path of paths) {
      const { unmount } = render(<Harness />);
      for (const step of path.steps) {
        const names = within(panel()).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
        for (const name of names) expect(name).not.toMatch(/\{…\}|\{\.\.\.\}/);
        expect(new Set(names).size, names.join(' | ')).toBe(names.length);
        checked++;
        press(step.event);
      }
      unmount();
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('sends an edited payload after checking it, and nothing while it is wrong', () => {
    render(<Harness />);
    // The first two are the pages an address opens (Welcome, the resume link); the token call's answer follows.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Edit payload 3' }));
    const box = within(panel()).getByLabelText('Event to send (JSON)');
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toMatchObject({ type: 'xstate.done.actor.fetchToken', output: { token: 't0k3n' } });

    fireEvent.change(box, { target: { value: '{"type": "xstate.done.actor.fetchToken", ' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Send edited event' }));
    expect(within(panel()).getByRole('alert').textContent).toMatch(/^Not valid JSON/);
    expect(latest.history).toHaveLength(1);

    fireEvent.change(box, { target: { value: '{"type": "user.proceed"}' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Send edited event' }));
    expect(within(panel()).getByRole('alert').textContent).toBe('"user.proceed" is not an event the active states accept. They accept: user.openWelcome, user.openResume, fetchToken done, fetchToken error.');
    expect(latest.history).toHaveLength(1);

    fireEvent.change(box, { target: { value: '{"type": "xstate.done.actor.fetchToken", "output": {"token": "edited-token", "tokenExpirationDate": "2026-11-22T10:00:00Z"}}' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Send edited event' }));
    expect(latest.history).toHaveLength(2);
    expect(current(latest).snapshot.context.token).toBe('edited-token');
    const history = within(panel()).getByTestId('event-log');
    expect(history.textContent).toContain('fetchToken done (edited)');
    expect(history.textContent).toContain('booting —fetchToken done→ financeDetails');
    // The context shows the token the edited event set, marked as changed by the last step.
    expect(screen.getByTestId('ctx-changed').textContent).toMatch(/^Changed by the last step: .*token/);
    expect(panel().querySelector('[data-path="/token"]')?.classList.contains('changed')).toBe(true);
  });

  it('shows an earlier step of the history, its state and context', () => {
    render(<Harness />);
    press({ type: 'xstate.done.actor.fetchToken', output: { token: 't0k3n', tokenExpirationDate: '2026-11-22T10:00:00Z' } });
    act(() => fireEvent.click(eventButtons()[0]));
    expect(latest.history).toHaveLength(3);
    const steps = within(within(panel()).getByTestId('event-log')).getAllByRole('button');
    expect(steps).toHaveLength(2);
    fireEvent.click(steps[0]);
    expect(within(panel()).getByTestId('sim-active').textContent).toBe('journey.application.financeDetails.editing');
    expect(within(panel()).getByRole('status').textContent).toContain('Showing step 1 of 2');
    expect(latest.history).toHaveLength(3);
    // The payload of a step opens as its JSON.
    expect(within(panel()).getByTestId('event-log').querySelector('pre')?.textContent).toContain('"token": "t0k3n"');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Back to the last step' }));
    expect(within(panel()).queryByRole('status')).toBeNull();
  });
});
