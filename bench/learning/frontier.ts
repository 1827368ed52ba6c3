// Matching at "the same retention": each family of runs (one scheduler over its setting: FSRS over
// desired retention, SM-2 over its interval modifier) gives points (retention, reviews). Its frontier
// is the lower convex hull of those points: the fewest reviews the family can reach each retention
// with, mixing two settings across the deck where that is cheaper (half the cards at one setting and
// half at the other costs and keeps the average of the two). Read linearly between frontier points;
// outside the family's range of retention there is no answer.

export type Point = { retention: number; reviews: number };

/** The efficient lower hull: retention rising, reviews rising, convex. */
export function frontier(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.retention - b.retention || a.reviews - b.reviews);
  const hull: Point[] = [];
  for (const point of sorted) {
    while (hull.length >= 2) {
      const [a, b] = [hull[hull.length - 2]!, hull[hull.length - 1]!];
      const cross =
        (b.retention - a.retention) * (point.reviews - a.reviews) -
        (b.reviews - a.reviews) * (point.retention - a.retention);
      if (cross <= 0) hull.pop();
      else break;
    }
    hull.push(point);
  }
  // A point that costs more than one with higher retention is never the cheapest way to a retention.
  const cheapestFrom = hull.findIndex((point, i) =>
    hull.slice(i + 1).every((later) => later.reviews >= point.reviews),
  );
  return hull.slice(Math.max(0, cheapestFrom));
}

/** Reviews the frontier needs for a retention, or NaN outside its range. */
export function reviewsAt(hull: readonly Point[], retention: number): number {
  if (hull.length === 0) return Number.NaN;
  const first = hull[0]!;
  const last = hull[hull.length - 1]!;
  // Below the cheapest point, the cheapest point itself does it (more retention for fewer reviews).
  if (retention <= first.retention) return first.reviews;
  if (retention > last.retention) return Number.NaN;
  for (let i = 1; i < hull.length; i++) {
    const [low, high] = [hull[i - 1]!, hull[i]!];
    if (retention <= high.retention) {
      const share = (retention - low.retention) / (high.retention - low.retention);
      return low.reviews + share * (high.reviews - low.reviews);
    }
  }
  return Number.NaN;
}
