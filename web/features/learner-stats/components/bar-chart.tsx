import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DayCount } from '../lib/study-days';

// A bar per day (visx: scales, bars and axes, drawn as plain SVG). Loaded lazily with the statistics
// screen's charts. The SVG is hidden from assistive technology: each chart has its sentence and table.
// Right to left, time runs from right to left and the count axis stands on the right.

const HEIGHT = 220;
const MARGIN = { top: 12, bottom: 32, side: 40 };

type Props = {
  data: readonly DayCount[];
  /** A day's label on the time axis. */
  label: (day: string) => string;
  dir: 'ltr' | 'rtl';
  numberLocale: string;
};

function Chart({ data, label, dir, numberLocale, width }: Props & { width: number }) {
  const innerWidth = Math.max(0, width - MARGIN.side - 8);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const rtl = dir === 'rtl';
  const x = scaleBand<string>({
    domain: data.map((point) => point.day),
    range: rtl ? [innerWidth, 0] : [0, innerWidth],
    padding: data.length > 60 ? 0.1 : 0.25,
  });
  const most = Math.max(1, ...data.map((point) => point.value));
  const y = scaleLinear<number>({ domain: [0, most], range: [innerHeight, 0], nice: true });
  // About one label per 70 px, always the first and the last day.
  const every = Math.max(1, Math.ceil(data.length / Math.max(2, Math.floor(innerWidth / 70))));
  const ticks = data.filter((_, index) => index % every === 0).map((point) => point.day);
  const count = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 0 });
  const CountAxis = rtl ? AxisRight : AxisLeft;
  const text = { className: 'fill-slate-700 text-[11px] dark:fill-slate-300', fontFamily: 'inherit' };

  return (
    <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" className="overflow-visible">
      <Group left={rtl ? 8 : MARGIN.side} top={MARGIN.top}>
        {data.map((point) => {
          const barHeight = innerHeight - y(point.value);
          return (
            <Bar
              key={point.day}
              x={x(point.day) ?? 0}
              y={innerHeight - barHeight}
              width={Math.max(1, x.bandwidth())}
              height={barHeight}
              rx={x.bandwidth() > 6 ? 2 : 0}
              className="fill-brand-600 dark:fill-brand-500"
            />
          );
        })}
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(day) => label(day)}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName="text-slate-400 dark:text-slate-600"
          tickLabelProps={() => ({ ...text, textAnchor: 'middle' })}
        />
        <CountAxis
          left={rtl ? innerWidth : 0}
          scale={y}
          // Whole numbers only: a day has no half reviews.
          tickValues={y.ticks(4).filter(Number.isInteger)}
          tickFormat={(value) => count.format(Number(value))}
          stroke="currentColor"
          tickStroke="currentColor"
          axisClassName="text-slate-400 dark:text-slate-600"
          // The SVG takes the page's direction, where "end" is the text's left edge right to left:
          // "end" keeps the count outside the axis either way (left of it, or right of it in Hebrew).
          tickLabelProps={() => ({
            ...text,
            textAnchor: 'end',
            dy: '0.33em',
            dx: rtl ? '0.25em' : '-0.25em',
          })}
        />
      </Group>
    </svg>
  );
}

export default function BarChart(props: Props) {
  return (
    <ParentSize style={{ height: HEIGHT }} debounceTime={100}>
      {({ width }) => (width > 0 ? <Chart {...props} width={width} /> : null)}
    </ParentSize>
  );
}
