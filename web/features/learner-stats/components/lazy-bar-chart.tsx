import { type ComponentProps, lazy, Suspense } from 'react';
import type BarChartType from './bar-chart';

// The charting code (visx) is its own chunk, fetched when a chart is first shown: the figures and
// tables of the screen do not wait for it, and no other screen carries it.
const BarChart = lazy(() => import('./bar-chart'));

export function LazyBarChart({
  loading,
  ...props
}: ComponentProps<typeof BarChartType> & { loading: string }) {
  return (
    <Suspense
      fallback={
        <div className="flex h-[220px] items-center justify-center text-sm text-slate-600 dark:text-slate-300">
          {loading}
        </div>
      }
    >
      <BarChart {...props} />
    </Suspense>
  );
}
