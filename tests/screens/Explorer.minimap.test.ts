import { describe, expect, it } from 'vitest';
import { minimapRoom, minimapSize } from '../../src/explorer/Minimap';

describe('the minimap keeps to its corner of the chart', () => {
  const chart = { width: 880, height: 475 };

  it('a wide drawing: 200 px wide, as high as its shape asks', () => {
    expect(minimapSize({ width: 4000, height: 2000 }, chart)).toEqual({ width: 200, height: 100 });
  });

  it('a tall drawing (the whole chart with every region open) takes at most half the chart’s height, narrower', () => {
    const size = minimapSize({ width: 1500, height: 7000 }, chart);
    expect(size.height).toBeCloseTo(chart.height / 2);
    expect(size.width).toBeCloseTo((1500 * chart.height) / 2 / 7000);
    // The room a fit keeps clear is the minimap's own, with its inset and border.
    expect(minimapRoom({ width: 1500, height: 7000 }, chart).height).toBeLessThan(chart.height);
  });
});
