// @vitest-environment jsdom
import { chartModel } from '../../machines/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { standaloneSvg } from '../../screens/Explorer/exportSvg';
import { mermaidId, toMermaid } from '../../screens/Explorer/mermaid';
import { transitionLabel } from '../../screens/Explorer/labels';

const model = chartModel(journeyMachine);

describe('Mermaid export', () => {
  const text = toMermaid(model);
  const lines = text.trimEnd().split('\n');

  it('is a stateDiagram-v2 with every state once, under a unique plain id', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    const declared = lines.map((l) => /^\s*state "([^"]+)" as (\w+)( \{)?$/.exec(l)).filter(Boolean) as RegExpExecArray[];
    const root = model.states.find((s) => s.parent === null)!;
    expect(declared).toHaveLength(model.states.length - 1);
    expect(new Set(declared.map((m) => m[2])).size).toBe(declared.length);
    expect(mermaidId(model, 'journey.preview.otp.waiting')).toBe('preview_otp_waiting');
    expect(declared.find((m) => m[2] === 'financeDetails')?.[1]).toBe('financeDetails (FinanceDetails)');
    expect(declared.find((m) => m[2] === 'preview_otp')?.[3]).toBe(' {');
    expect(root.initial && lines).toContain('  [*] --> booting');
  });

  it('nests compound states with their initial arrow and balanced braces', () => {
    let depth = 0;
    for (const l of lines) {
      if (l.endsWith('{')) depth++;
      if (l.trim() === '}') depth--;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    const otp = lines.findIndex((l) => l.includes('as preview_otp {'));
    expect(lines[otp + 1].trim()).toBe('[*] --> preview_otp_waiting');
    expect(lines[otp + 1].indexOf('[')).toBeGreaterThan(lines[otp].indexOf('s'));
  });

  it('writes every transition, labelled with its event and guard, in the block that holds both ends', () => {
    const arrows = lines.filter((l) => l.includes(' --> ') && !l.includes('[*]'));
    expect(arrows).toHaveLength(model.transitions.reduce((n, t) => n + Math.max(1, t.targets.length), 0));
    for (const t of model.transitions) {
      const line = `${mermaidId(model, t.source)} --> ${mermaidId(model, t.targets[0] ?? t.source)} : ${transitionLabel(t)}`;
      expect(arrows.map((a) => a.trim()), t.id).toContain(line);
    }
    // Inside the preview block (4 spaces), not at the top level.
    expect(lines).toContain('    preview_otp_verifying --> preview_submitting : verifyOtp done [isOtpVerified]');
    expect(lines).toContain('  companyDetails_saving --> personDetails : saveCompany done');
  });
});

describe('SVG export', () => {
  it('inlines the drawing styles, drops classes and the pan/zoom, and sizes the file to the whole chart', () => {
    document.head.innerHTML = '<style>.state .state-box { fill: #fff4c2; stroke: #d39a00; } .edge path { stroke: #8a94a8; fill: none; }</style>';
    document.body.innerHTML = `<svg class="chart-svg"><g data-viewport transform="translate(-50 -20) scale(0.5)">
      <g class="state active" data-state-id="journey.booting"><rect class="state-box" width="90" height="30"/></g>
      <g class="edge" data-transition-id="t"><path d="M0,0 L10,10"/></g>
    </g></svg>`;
    const svg = document.querySelector('svg')!;
    const out = standaloneSvg(svg, { width: 400.2, height: 300 });
    expect(out.startsWith('<?xml')).toBe(true);
    const doc = new DOMParser().parseFromString(out.replace(/^<\?xml[^>]*>\n/, ''), 'image/svg+xml');
    const root = doc.documentElement;
    expect(out.match(/xmlns="http:\/\/www.w3.org\/2000\/svg"/g)).toHaveLength(1);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 401 300');
    expect(root.getAttribute('width')).toBe('401');
    expect(doc.querySelector('[data-viewport]')!.hasAttribute('transform')).toBe(false);
    expect(doc.querySelectorAll('[class]')).toHaveLength(0);
    const rect = doc.querySelector('[data-state-id="journey.booting"] rect')!;
    expect(rect.getAttribute('style')).toMatch(/fill:\s*(#fff4c2|rgb\(255, 244, 194\))/);
    expect(rect.getAttribute('style')).toMatch(/stroke:\s*(#d39a00|rgb\(211, 154, 0\))/);
    expect(doc.querySelector('[data-transition-id="t"] path')!.getAttribute('style')).toMatch(/fill:\s*(none|rgba\(0, 0, 0, 0\))/);
    // The page is untouched.
    expect(svg.querySelector('[data-viewport]')!.getAttribute('transform')).toBe('translate(-50 -20) scale(0.5)');
  });
});
