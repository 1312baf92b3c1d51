import { saveBlob } from '../ui/saveFile';

/**
 * Export SVG: the drawing as a standalone file. The view styles its SVG with classes from
 * explorer.css; a downloaded file has no stylesheet, so every element gets the computed values of the
 * properties that draw it as an inline style, and the pan/zoom transform is dropped so the whole
 * chart is in the picture.
 */
export const DRAWING_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

/** Properties that do not inherit, with their initial values (left out). */
const NOT_INHERITED: Partial<Record<(typeof DRAWING_PROPERTIES)[number], string[]>> = { opacity: ['1'], display: ['inline'] };

type StyleOf = (el: Element) => Pick<CSSStyleDeclaration, 'getPropertyValue'>;

export function standaloneSvg(svg: SVGSVGElement, size: { width: number; height: number }, styleOf: StyleOf = (el) => getComputedStyle(el)): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  const computed = from.map((el) => styleOf(el));
  from.forEach((el, i) => {
    const parent = el === svg ? null : computed[from.indexOf(el.parentElement as Element)];
    const inline = DRAWING_PROPERTIES.map((p) => [p, computed[i].getPropertyValue(p)] as const)
      .filter(([p, v]) => v !== '' && !(NOT_INHERITED[p] ?? []).includes(v))
      // Inherited values are written once, where they change.
      .filter(([p, v]) => NOT_INHERITED[p] || !parent || parent.getPropertyValue(p) !== v)
      .map(([p, v]) => `${p}:${v}`)
      .join(';');
    if (inline) to[i].setAttribute('style', inline);
    else to[i].removeAttribute('style');
    to[i].removeAttribute('class');
  });
  // The whole drawing, not the part panned into view.
  copy.querySelectorAll('[data-viewport]').forEach((g) => g.removeAttribute('transform'));
  copy.querySelectorAll('[data-export="skip"]').forEach((el) => el.remove());
  copy.setAttribute('width', String(Math.ceil(size.width)));
  copy.setAttribute('height', String(Math.ceil(size.height)));
  copy.setAttribute('viewBox', `0 0 ${Math.ceil(size.width)} ${Math.ceil(size.height)}`);
  const background = copy.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('style', 'fill:#ffffff');
  copy.insertBefore(background, copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** Offers text as a file download. */
export function download(filename: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), filename);
}
