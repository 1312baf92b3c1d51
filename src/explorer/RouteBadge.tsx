import { useLayoutEffect, useRef, useState } from 'react';
import { METRICS } from './layout';

const PAD = 6;

/**
 * A state's route as a pill. The layout reserves room for it from an estimate per character; the
 * browser's font decides the text's width, so once drawn the pill takes the measured width (a
 * "Welcome" is wider than its seven letters average out to).
 */
export function RouteBadge({ route, x, y }: { route: string; x: number; y: number }) {
  const text = useRef<SVGTextElement | null>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    // jsdom has no text metrics: the estimate stands there.
    const length = typeof text.current?.getComputedTextLength === 'function' ? text.current.getComputedTextLength() : 0;
    setMeasured(Math.ceil(length));
  }, [route]);
  const width = (measured || route.length * METRICS.badgeChar) + 2 * PAD;
  return (
    <g className="route-badge" transform={`translate(${x} ${y})`}>
      <rect width={width} height={16} rx={8} />
      <text ref={text} x={PAD} y={12}>
        {route}
      </text>
    </g>
  );
}
