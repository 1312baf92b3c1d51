import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messages } from '../domain/messages';

/** One problem on the page: its message and the name (or id) of the field it is about. */
export interface ProblemItem {
  field: string;
  message: string;
}

/** The control a field name stands for: by id, by name, or by Formik's bracket form of a dotted path. */
export function fieldElement(field: string): HTMLElement | null {
  const bracketed = field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  for (const name of new Set([field, bracketed])) {
    const byId = document.getElementById(name);
    if (byId) return byId;
    const byName = document.querySelector<HTMLElement>(`[name="${name.replace(/["\\]/g, '\\$&')}"]`);
    if (byName) return byName;
  }
  // A rule about a group or a lookup has no control of its own: its message stands in for it.
  return document.getElementById(`${field}-error`) ?? document.querySelector<HTMLElement>(`[data-testid="${field.replace(/["\\]/g, '')}-error"]`);
}

/**
 * What a control is called on the page: its label. A checkbox's long label and a radio group's question
 * are left out: the messages of both already say what to tick or choose.
 */
function controlLabel(el: HTMLElement): string | undefined {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return undefined;
  const labelled = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels?.[0] : undefined;
  return labelled?.textContent?.trim() || undefined;
}

/** The label, after the name of the section it sits in when that is one of several alike (whose Mobile Number). */
function labelOf(el: HTMLElement | null): string | undefined {
  if (!el) return undefined;
  const group = el.closest('[data-summary-group]')?.getAttribute('data-summary-group')?.trim() || undefined;
  const label = controlLabel(el);
  return group && label ? `${group}, ${label}` : (group ?? label);
}

interface Shown {
  field: string;
  message: string;
  label?: string;
  found: boolean;
}

/** The problems in the order their fields appear on the page, each with the field's label. */
function resolve(items: readonly ProblemItem[]): Shown[] {
  const located = items.map((item) => ({ item, el: fieldElement(item.field) }));
  located.sort((a, b) => {
    if (!a.el || !b.el) return a.el ? -1 : b.el ? 1 : 0;
    return a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return located.map(({ item, el }) => ({ ...item, message: item.message.replace(/\n/g, ' '), label: labelOf(el), found: el !== null }));
}

/**
 * The field's label before its message, always as "Label: message" ("Unit No.: Input the blank field"):
 * the bank's messages often do not name the field. A label's own closing colon gives way to it.
 */
export function linkText({ label, message }: Pick<Shown, 'label' | 'message'>): string {
  if (!label) return message;
  return `${label.replace(/:+$/, '')}: ${message}`;
}

function moveTo(field: string) {
  const el = fieldElement(field);
  if (!el) return;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.scrollIntoView?.({ block: 'center' });
  el.focus({ preventScroll: true });
}

interface Props {
  items: readonly ProblemItem[];
  /** Changes on every failed submit: the summary then takes the focus, so a screen reader reads it out. */
  attempt: number;
  testId?: string;
}

/**
 * GOV.UK's error summary: "There is a problem" and a link per problem that moves to its field. It is an
 * alert and takes the focus on each failed submit, so a screen reader reads it out and the keyboard
 * starts from it. While it shows, the page title starts with "Error: ".
 */
export function ErrorSummary({ items, attempt, testId = 'error-summary' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown[]>([]);
  const visible = items.length > 0;

  // The items may be a new array on every render: the state changes only when what is shown does.
  useLayoutEffect(() => {
    const next = resolve(items);
    setShown((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
  }, [items]);

  // Only a new failed submit takes the focus: errors coming and going while the user types must not.
  const focused = useRef(0);
  useEffect(() => {
    if (!visible || attempt === focused.current) return;
    focused.current = attempt;
    box.current?.focus();
  }, [attempt, visible]);

  useEffect(() => {
    if (!visible) return;
    const original = document.title;
    if (!original.startsWith(messages.errorTitlePrefix)) document.title = messages.errorTitlePrefix + original;
    return () => {
      document.title = original;
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div role="alert">
        <h2 id={`${testId}-title`}>{messages.errorSummaryTitle}</h2>
        <ul>
          {shown.map((p) => (
            <li key={p.field}>
              {p.found ? (
                <a
                  href={`#${p.field}`}
                  onClick={(e) => {
                    e.preventDefault();
                    moveTo(p.field);
                  }}
                >
                  {linkText(p)}
                </a>
              ) : (
                p.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
