import { describe, expect, it } from 'vitest';
import { spreadPins } from './offline-map-geometry';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('spreadPins (issue 17 item 24: map markers must not overlap)', () => {
  it('moves two pins on one spot apart, around where they were', () => {
    const [one, two] = spreadPins(
      [
        { x: 10, y: 10, n: 1 },
        { x: 10, y: 10, n: 2 },
      ],
      20,
    );
    expect(one && two && distance(one, two)).toBeCloseTo(20);
    expect(one && two && (one.x + two.x) / 2).toBeCloseTo(10);
    expect([one?.n, two?.n]).toEqual([1, 2]);
  });

  it('leaves pins far enough apart where they are', () => {
    const pins = [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 0, y: 50 },
    ];
    expect(spreadPins(pins, 20)).toEqual(pins);
  });

  it.each([2, 3, 5, 8])('keeps %i pins close together each at least the gap from the others', (count) => {
    // Pins within a few units of each other (one building), as the demo world's practices sometimes are.
    const pins = Array.from({ length: count }, (_, index) => ({ x: 100 + (index % 3) * 2.5, y: 200 + index * 1.5 }));
    const spread = spreadPins(pins, 20);
    for (let a = 0; a < spread.length; a += 1) {
      for (let b = a + 1; b < spread.length; b += 1) {
        const [pa, pb] = [spread[a], spread[b]];
        if (pa && pb) expect(distance(pa, pb)).toBeGreaterThanOrEqual(20 - 1e-6);
      }
    }
  });
});
