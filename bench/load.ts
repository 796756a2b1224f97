/**
 * One autocannon measurement, run by bench/run.ts in its own process so the load
 * generator does not share the server's event loop. Argument: a JSON spec
 * { url, headers?, connections, duration, warmup? }. Prints one JSON line.
 * With `list: [{ url, headers? }, …]` (bench --shapes) every item is measured in turn in this one process
 * (no process start per shape), one JSON line each with its index `i`.
 */
import autocannon from 'autocannon';

interface Spec {
  url: string;
  list?: { url: string; headers?: Record<string, string> }[];
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  warmup?: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;

function run(duration: number, url = spec.url, headers = spec.headers) {
  return autocannon({ url, headers, connections: spec.connections, duration, timeout: 30 });
}

(async () => {
  if (spec.list) {
    for (const [i, item] of spec.list.entries()) {
      if (spec.warmup) await run(spec.warmup, item.url, item.headers);
      process.stdout.write(`${JSON.stringify({ i, ...ringkas(await run(spec.duration, item.url, item.headers)) })}\n`);
    }
    return;
  }
  if (spec.warmup) await run(spec.warmup);
  process.stdout.write(`${JSON.stringify(ringkas(await run(spec.duration)))}\n`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});

function ringkas(r: Awaited<ReturnType<typeof run>>) {
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.mean },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytes_per_s: r.throughput.average,
    duration_s: r.duration,
  };
}
