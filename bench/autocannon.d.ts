// Minimal types of the autocannon API used by bench/load.ts (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    timeout?: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
