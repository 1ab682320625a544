// How long a server keeps a connection open for the next request, as its answers tell a client
// (see KEEP_ALIVE_TIMEOUT_MS in processes.ts): read by the CMS's integration tests and the e2e suite.
import { request } from 'node:http';

export type KeepAliveHeaders = { connection: string | undefined; keepAlive: string | string[] | undefined };

/** The `Connection` and `Keep-Alive` headers of the answer to a GET of `url` on a kept-alive connection. */
export const readKeepAliveHeaders = (url: string) =>
  new Promise<KeepAliveHeaders>((resolve, reject) => {
    const asked = request(url, { headers: { connection: 'keep-alive' } }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ connection: answer.headers.connection, keepAlive: answer.headers['keep-alive'] }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
