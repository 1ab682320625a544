// What the mail capture's HTTP API and its SMS gateway answer with, and how they read a fault's length.
import type { ServerResponse } from 'node:http';

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** A whole number of milliseconds from the query's `ms`, between 0 and `max`. */
export const readMs = (url: URL, max: number) => Math.min(max, Math.max(0, Number(url.searchParams.get('ms')) || 0));
