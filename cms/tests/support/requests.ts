/** A CMS answer: its status, its text as sent, and that text read as JSON (`{}` when it is not JSON). */
export type JsonAnswer<Body> = { status: number; text: string; body: Body };

/**
 * Sends `{ data }` as JSON (no body when `data` is undefined) with `headers`, and reads the answer.
 * An answer that is not JSON (an empty 204, an export's NDJSON, a card image's bytes) keeps only its text.
 */
export const sendJson = async <Body>(
  method: string,
  url: string,
  headers: Record<string, string>,
  data?: unknown,
): Promise<JsonAnswer<Body>> => {
  const response = await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const text = await response.text();
  let body = {} as Body;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    // Not JSON: the text is what the caller checks.
  }
  return { status: response.status, text, body };
};
