import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";

// A chart of the dashboard's Website tab, drawn by Chart.js on a canvas: its own chunk, loaded
// only when the tab opens (never on a public page). The canvas is an image with a text
// alternative; the same figures are a table one click away (website-panel.tsx).

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
}

export default function WebsiteChart({
  kind,
  labels,
  series,
  description,
  locale,
}: {
  kind: "line" | "bar";
  labels: string[];
  series: ChartSeries[];
  // what the chart shows, for screen readers
  description: string;
  locale: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((entry) => ({
          label: entry.label,
          data: entry.data,
          borderColor: entry.color,
          backgroundColor: entry.color,
          pointRadius: labels.length > 31 ? 0 : 2,
          borderWidth: 2,
          tension: 0.25,
        })),
      },
      options: {
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: kind === "bar" ? "y" : "x",
        interaction: { mode: "index", intersect: false },
        plugins: { legend: { display: series.length > 1, position: "bottom" } },
        scales: {
          x: { beginAtZero: true, ticks: { precision: 0, maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, locale]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
