// @vitest-environment jsdom
import { standaloneSvg } from '../../src/explorer/exportSvg';

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
