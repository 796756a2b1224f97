/**
 * One autocannon measurement, run by bench/run.ts in its own process so the load
 * generator does not share the server's event loop. Argument: a JSON spec
 * { url, headers?, connections, duration, warmup? }. Prints one JSON line.
 */
import autocannon from 'autocannon';

interface Spec {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  warmup?: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;

function run(duration: number) {
  return autocannon({ url: spec.url, headers: spec.headers, connections: spec.connections, duration, timeout: 30 });
}

(async () => {
  if (spec.warmup) await run(spec.warmup);
  const r = await run(spec.duration);
  const out = {
    requests: r.requests.total,
    rps: r.requests.average,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytes_per_s: r.throughput.average,
    duration_s: r.duration,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
