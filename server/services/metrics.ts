import {
  Counter,
  type CounterConfiguration,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  type Metric,
  Registry,
} from "prom-client";

// What GET /metrics answers, in Prometheus' text format (plugins/metrics.ts serves it):
// - the process's own figures, once per process: CPU, memory (resident, heap, external), event-loop
//   lag, garbage collection, open handles — prom-client's default metrics;
// - the app's, one registry per app: HTTP requests and their durations by route pattern and
//   status code, the page cache's hits and misses, whether the rate limits are shared in Redis,
//   and whatever another part registers through `app.metrics` (below).
//
// Registering a metric elsewhere (an e-mail outbox, a queue): take `app.metrics` and
//   app.metrics.gauge({
//     name: "site_outbox_waiting",
//     help: "E-mails waiting to be sent",
//     async collect() { this.set(await countWaiting()) },
//   });
// `collect` runs at each scrape, so the figure is read when asked for and costs nothing between.
// Names: prefix `site_`, snake_case, a unit suffix where there is one (`_seconds`, `_bytes`),
// `_total` for counters; labels with a few known values only (never a URL, an id or an address).

let processRegistry: Registry | null = null;

// the default metrics watch the process (the event loop, the garbage collector): once per process,
// however many apps it builds (the tests build many)
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// seconds; a cached page takes well under a millisecond, a rendered one tens of milliseconds
export const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// a bound on the label combinations, whatever happens: routes, methods and status codes are few,
// but a bug must not grow memory for ever
const MAX_SERIES = 2000;

interface Series {
  labels: { method: string; route: string; status_code: string };
  count: number;
  sum: number;
  // non-cumulative counts per bucket, the last for above the largest
  buckets: number[];
}

// The HTTP requests, counted on every answer — including the page cache's front door, which
// answers most requests in a few microseconds: prom-client's Counter and Histogram hash their labels
// on each call (about 1 µs for both), so this keeps one entry per label combination, found by a
// string key, and hands prom-client the figures only when it is scraped.
export class HttpMetrics {
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      if (this.#series.size >= MAX_SERIES) {
        this.observe(method, "other", statusCode, seconds);
        return;
      }
      series = {
        labels: { method, route, status_code: String(statusCode) },
        count: 0,
        sum: 0,
        buckets: new Array(DURATION_BUCKETS.length + 1).fill(0),
      };
      this.#series.set(key, series);
    }
    series.count++;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] as number)) bucket++;
    (series.buckets[bucket] as number)++;
  }

  // the two metrics, as prom-client's registry reads them
  collectors(): Metric[] {
    const all = () => [...this.#series.values()];
    // a duck-typed metric: the registry only calls get()
    const metric = (name: string, help: string, type: "counter" | "histogram", values: () => unknown[]) => {
      const described = { name, help, type, aggregator: "sum", collect: () => {} };
      return { ...described, get: async () => ({ ...described, values: values() }) };
    };
    const requests = metric(
      "http_requests_total",
      "HTTP requests answered, by method, route pattern and status code",
      "counter",
      () => all().map((series) => ({ labels: series.labels, value: series.count })),
    );
    const durations = metric(
      "http_request_duration_seconds",
      "Time to answer HTTP requests, in seconds, by method, route pattern and status code",
      "histogram",
      () =>
        all().flatMap((series) => {
          let cumulative = 0;
          const buckets = DURATION_BUCKETS.map((le, index) => {
            cumulative += series.buckets[index] as number;
            return {
              metricName: "http_request_duration_seconds_bucket",
              labels: { ...series.labels, le },
              value: cumulative,
            };
          });
          return [
            ...buckets,
            {
              metricName: "http_request_duration_seconds_bucket",
              labels: { ...series.labels, le: "+Inf" },
              value: series.count,
            },
            { metricName: "http_request_duration_seconds_sum", labels: series.labels, value: series.sum },
            { metricName: "http_request_duration_seconds_count", labels: series.labels, value: series.count },
          ];
        }),
    );
    return [requests, durations] as unknown as Metric[];
  }
}

type Config<T> = Omit<T, "registers">;

// the app's metrics (`app.metrics`)
export class Metrics {
  readonly registry = new Registry();
  readonly http = new HttpMetrics();

  constructor() {
    // the process's metrics start watching (the event loop's delays) with the first app
    processMetrics();
    for (const metric of this.http.collectors()) this.registry.registerMetric(metric);
  }

  gauge<T extends string>(config: Config<GaugeConfiguration<T>>): Gauge<T> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  counter<T extends string>(config: Config<CounterConfiguration<T>>): Counter<T> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  histogram<T extends string>(config: Config<HistogramConfiguration<T>>): Histogram<T> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  // the process's metrics and the app's, in the text format
  async text(): Promise<string> {
    const [own, ofProcess] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${ofProcess}\n${own}`;
  }
}
