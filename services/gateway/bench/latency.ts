import autocannon from 'autocannon';

/** What a steady load on one address measured: throughput, latency percentiles and failed answers. */
export interface Latency {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` clients asking for `url` back to back for `duration` seconds. */
export async function measureLatency(url: string, connections: number, duration: number): Promise<Latency> {
  const result = await autocannon({ url, connections, duration });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
