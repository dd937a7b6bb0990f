// The funnel as a chart (chart.js, a maintained library): bars from booked to joined, each step labelled with its
// count and its share of the step before; split by job, language or source, one colour per group. chart.js is
// loaded when the chart is first drawn, so the back office's first load does not carry it.
import { FUNNEL_STEPS } from '@site/contracts';
import { useEffect, useRef, useState } from 'react';
import { type FunnelRow, percentText, STEP_NAMES, stepLabel } from './funnel';

/** Colours that hold apart for most eyes (Okabe-Ito), the navy of the back office first. */
const COLOURS = ['#1f3a68', '#e69f00', '#009e73', '#cc79a7', '#0072b2', '#d55e00', '#56b4e9', '#999999'];

type ChartModule = typeof import('chart.js');
let loading: Promise<ChartModule> | null = null;
/** chart.js with only the parts a bar chart needs, registered once. */
function loadChart(): Promise<ChartModule> {
  loading ??= import('chart.js').then((m) => {
    m.Chart.register(m.BarController, m.BarElement, m.CategoryScale, m.LinearScale, m.Tooltip, m.Legend);
    return m;
  });
  return loading;
}

/** What the chart says, in words: read out in place of the drawing. */
export function chartWords(rows: readonly FunnelRow[]): string {
  return rows
    .map(
      (r) =>
        `${rows.length > 1 ? `${r.label}: ` : ''}${r.cells.map((c, i) => `${STEP_NAMES[c.step]} ${c.count}${i ? ` (${percentText(c.conversion)})` : ''}`).join(', ')}`,
    )
    .join('; ');
}

export function FunnelChart({ rows }: { rows: readonly FunnelRow[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void loadChart()
      .then(({ Chart }) => {
        const context = canvas.current?.getContext('2d');
        if (gone || !context) return;
        const single = rows.length === 1;
        const first = rows[0];
        chart = new Chart(context, {
          type: 'bar',
          data: {
            // One row: each step's label carries its count and conversion; split: the step's name alone.
            // chart.js draws a label given as lines on several lines.
            labels: (single && first
              ? first.cells.map((c, i) => [`${STEP_NAMES[c.step]}: ${c.count}`, ...stepLabel(c, i).slice(1)])
              : FUNNEL_STEPS.map((s) => STEP_NAMES[s])) as unknown as string[],
            datasets: rows.slice(0, COLOURS.length).map((r, i) => ({
              label: r.label,
              data: r.cells.map((c) => c.count),
              backgroundColor: single ? FUNNEL_STEPS.map((_, s) => shade(COLOURS[0]!, s)) : COLOURS[i],
              borderRadius: 4,
              maxBarThickness: single ? 46 : 22,
            })),
          },
          options: {
            indexAxis: 'y',
            responsive: true,
            maintainAspectRatio: false,
            animation: { duration: 300 },
            plugins: {
              legend: { display: !single, position: 'bottom' },
              tooltip: {
                callbacks: {
                  label: (item) => {
                    const cell = rows[item.datasetIndex]?.cells[item.dataIndex];
                    const share = item.dataIndex && cell ? `, ${percentText(cell.conversion)} of the step before` : '';
                    return `${single ? '' : `${item.dataset.label}: `}${item.formattedValue}${share}`;
                  },
                },
              },
            },
            scales: {
              x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: '#e5e7eb' } },
              y: { grid: { display: false }, ticks: { font: { size: 13 }, color: '#1f2937' } },
            },
          },
        });
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [rows]);
  const height = rows.length === 1 ? 300 : Math.min(560, 150 + FUNNEL_STEPS.length * Math.min(rows.length, COLOURS.length) * 16);
  if (failed) return <p className="admin-drive-funnel__failed">The chart could not be drawn: the table has the same numbers.</p>;
  return (
    <div className="admin-drive-funnel__chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={`Funnel chart. ${chartWords(rows)}`} />
    </div>
  );
}

/** The navy lightened step by step, so the funnel narrows from dark to light. */
function shade(hex: string, step: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * step * 0.15);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}
