import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepMovedPress } from './keepMovedPress';
import { StepIndicator, useStep, type StepIndicatorProps } from './StepIndicator';

/** Where a page's error summary goes: at the top of the page, above the step and the title (GOV.UK). */
const ProblemSlot = createContext<HTMLElement | null>(null);

/** Renders its children at the top of the page it is in (or in place outside a page). */
export function AtPageTop({ children }: { children: ReactNode }) {
  const slot = useContext(ProblemSlot);
  return slot ? createPortal(children, slot) : children;
}

/** `step`: where the page stands when the page itself knows better than the chart (the start page). */
export function Page({ title, intro, step: own, children }: { title: string; intro?: ReactNode; step?: StepIndicatorProps | null; children: ReactNode }) {
  const chartStep = useStep();
  const step = own === undefined ? chartStep : own;
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <section className="page">
      <div ref={setSlot} className="page-problems" />
      {step && <StepIndicator {...step} title={title} />}
      <h1>{title}</h1>
      {intro && <div className="intro">{intro}</div>}
      <ProblemSlot.Provider value={slot}>{children}</ProblemSlot.Provider>
    </section>
  );
}

/** A collapsible section (spec 1, 2.5: sections expand and collapse). */
/**
 * A collapsible section. `names` marks one of several alike sections (one per applicant): the error
 * summary then names it in each of its entries, so two "Mobile Number" entries say whose they are.
 */
export function Section({ title, children, open = true, names = false }: { title: string; children: ReactNode; open?: boolean; names?: boolean }) {
  return (
    <details className="section" open={open} data-summary-group={names ? title : undefined}>
      <summary>{title}</summary>
      <div className="section-body">{children}</div>
    </details>
  );
}

/** A page's buttons; a press on one that a message moved away from under the pointer still counts (keepMovedPress). */
export function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="actions" onMouseDown={keepMovedPress}>
      {children}
    </div>
  );
}
