export const readMetrics = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}`);
  return response.text();
};

/**
 * The sum of a metric's samples whose labels include every one of `labels`, from the Prometheus text
 * format; 0 when none is there yet.
 */
export const sumSamples = (text: string, name: string, labels: Record<string, string> = {}) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([label, value]) => line.includes(`${label}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
