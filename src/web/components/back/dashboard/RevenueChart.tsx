import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Locale } from '../../../../domain/locale';
import { formatPrice, formatWholeEuros } from '../../../../domain/money';
import type { DailySales } from '../../../../domain/sales/sales-dashboard';
import { dayLabel } from '../../../../domain/sales/paris-calendar';

const HEIGHT = 280;

/** A day's x: its UTC midnight in seconds (uPlot's unit), read back in UTC, so every label is the Paris day itself. */
const dayToX = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const xToDay = (x: number) => new Date(x * 1000).toISOString().slice(0, 10);

/** The line of daily revenue, drawn by uPlot on a canvas as wide as its box; loaded on its own (DailySalesChart). */
export default function RevenueChart({ daily, locale, labels }: { daily: DailySales[]; locale: Locale; labels: { day: string; revenue: string } }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current!;
    const style = getComputedStyle(element);
    const color = (name: string) => style.getPropertyValue(name).trim();
    // The legend reads the hovered day; until a day is hovered (and on a touch screen), it reads the last day rather than nothing.
    const last = daily.at(-1);
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (x) => uPlot.tzDate(new Date(x * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_plot, min, max) => [0, Math.max(max, min, 1) * 1.1] } },
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
        series: [
          { label: labels.day, value: (_plot, x) => (x === null ? (last ? dayLabel(last.day) : '') : dayLabel(xToDay(x))) },
          {
            label: labels.revenue,
            stroke: color('--accent'),
            fill: color('--accent-soft'),
            width: 2,
            points: { show: false },
            value: (_plot, euros) =>
              euros === null ? (last ? formatPrice(last.revenueCents, locale) : '') : formatPrice(Math.round(euros * 100), locale),
          },
        ],
        axes: [
          { stroke: color('--ink-soft'), grid: { stroke: color('--line') }, values: (_plot, xs) => xs.map((x) => dayLabel(xToDay(x)).slice(0, 5)) },
          {
            stroke: color('--ink-soft'),
            grid: { stroke: color('--line') },
            size: 80,
            values: (_plot, ys) => ys.map((euros) => formatWholeEuros(euros * 100, locale)),
          },
        ],
      },
      [daily.map((day) => dayToX(day.day)), daily.map((day) => day.revenueCents / 100)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, locale, labels.day, labels.revenue]);

  return <div ref={box} className="dashboard-chart__canvas" />;
}
