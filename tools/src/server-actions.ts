// Calls the web app's server actions as its pages do: a POST to the page's own URL naming the action
// in a Next-Action header, the arguments encoded and the answer decoded by the React Flight client
// that the web app's Next bundles, so the bytes are the browser's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_DIR } from './web-build';

/** The part of .next/server/server-reference-manifest.json that names the actions. */
type ServerReferenceManifest = { node?: Record<string, { exportedName?: string; filename?: string }> };

/** The two functions of the React Flight client this module calls. */
type FlightClient = {
  encodeReply: (value: unknown) => Promise<string | URLSearchParams | FormData>;
  createFromReadableStream: (
    stream: ReadableStream<Uint8Array> | null,
    options: typeof DATA_ONLY,
  ) => Promise<{ a: unknown }>;
};

export type ServerActionOptions = { headers?: Record<string, string>; signal?: AbortSignal };

const FLIGHT_CONTENT_TYPE = 'text/x-component';

/**
 * The id a production build gave to an action: `fileSuffix` ends its source path (e.g.
 * '(default)/booking/actions.ts'), `exportedName` is its export. Ids change with every build.
 */
export const findServerActionId = (fileSuffix: string, exportedName: string, webDir = WEB_DIR) => {
  const manifestFile = path.join(webDir, '.next', 'server', 'server-reference-manifest.json');
  const manifest: ServerReferenceManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const found = Object.entries(manifest.node ?? {}).find(
    ([, entry]) => entry.exportedName === exportedName && entry.filename?.replaceAll('\\', '/').endsWith(fileSuffix),
  );
  if (!found) throw new Error(`No server action ${exportedName} of …${fileSuffix} in ${manifestFile}`);
  return found[0];
};

let flightClient: FlightClient | undefined;
const requireFlightClient = (): FlightClient =>
  createRequire(path.join(WEB_DIR, 'package.json'))('next/dist/compiled/react-server-dom-webpack/client.edge');
const loadFlightClient = () => {
  flightClient ??= requireFlightClient();
  return flightClient;
};

/** Plain data comes back; an answer that needs client components would need the build's module map. */
const DATA_ONLY = { serverConsumerManifest: { moduleMap: {}, serverModuleMap: null, moduleLoading: null } };

/**
 * Runs the action `actionId` on the page at `pageUrl` with `args` and resolves to what it returned.
 * Throws when the server answers anything but a Flight payload, or the action itself threw.
 */
export const callServerAction = async (
  pageUrl: string,
  actionId: string,
  args: unknown[],
  { headers = {}, signal }: ServerActionOptions = {},
): Promise<unknown> => {
  const { encodeReply, createFromReadableStream } = loadFlightClient();
  const response = await fetch(pageUrl, {
    method: 'POST',
    headers: {
      accept: FLIGHT_CONTENT_TYPE,
      'next-action': actionId,
      // A browser's same-origin POST carries it; Next compares it with Host to refuse cross-site calls.
      origin: new URL(pageUrl).origin,
      ...headers,
    },
    body: await encodeReply(args),
    redirect: 'manual',
    signal,
  });
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith(FLIGHT_CONTENT_TYPE)) {
    const text = await response.text();
    throw new Error(`the action answered ${response.status}: ${text.slice(0, 200)}`);
  }
  const payload = await createFromReadableStream(response.body, DATA_ONLY);
  return payload.a;
};
