/** One autocannon measurement, as every bench scenario takes it: a 1 s warm-up, then the run. */
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A fixed rate (requests/s over all connections) instead of as fast as the server answers. */
  overallRate?: number;
  connections?: number;
}

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests sent, warm-up included (to turn a CPU profile's shares into time per request). */
  total: number;
}

export async function measure(scenario: Scenario, durationS: number): Promise<Result> {
  const request = { url: scenario.url, method: scenario.method ?? 'GET', headers: scenario.headers, body: scenario.body };
  // A short warm-up (JIT, statement cache), then the measured run.
  const warmUp = await autocannon({ ...request, connections: 10, duration: 1 });
  const result = await autocannon({
    ...request,
    connections: scenario.connections ?? 10,
    duration: durationS,
    ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
  });
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: warmUp.requests.total + result.requests.total,
  };
}
