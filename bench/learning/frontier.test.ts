import { describe, expect, it } from 'vitest';
import { frontier, reviewsAt } from './frontier';

describe('the frontier of a family of runs', () => {
  it('drops runs above the lower convex hull and those beaten on both counts', () => {
    const points = [
      { retention: 0.7, reviews: 900 }, // costs more than a run that keeps more: dominated
      { retention: 0.8, reviews: 500 },
      { retention: 0.85, reviews: 700 }, // above the chord from 0.8 to 0.9: mixing those is cheaper
      { retention: 0.9, reviews: 800 },
      { retention: 0.95, reviews: 1200 },
    ];
    expect(frontier(points).map((point) => point.retention)).toEqual([0.8, 0.9, 0.95]);
  });

  it('reads reviews linearly between frontier points, the cheapest run below the range, nothing above it', () => {
    const hull = frontier([
      { retention: 0.8, reviews: 500 },
      { retention: 0.9, reviews: 800 },
    ]);
    expect(reviewsAt(hull, 0.85)).toBeCloseTo(650);
    expect(reviewsAt(hull, 0.7)).toBe(500);
    expect(reviewsAt(hull, 0.95)).toBeNaN();
  });
});
