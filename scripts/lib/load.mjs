// A small closed-loop HTTP load generator: `connections` clients, each sending the next request as
// soon as the previous answers, bounded by both a duration and a request count.
export const measureLoad = async (url, { connections = 20, durationMs = 5_000, maxRequests = 50_000 } = {}) => {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = Date.now() + durationMs;
  const started = performance.now();

  const client = async () => {
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      const at = performance.now();
      try {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 400) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));

  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsedS,
    p50: percentile(50),
    p99: percentile(99),
    errors,
  };
};
