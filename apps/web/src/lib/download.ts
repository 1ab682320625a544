/** The kinds of file staff download: CSV for spreadsheets, HTML for a person's own file. */
type TFileType = 'text/csv' | 'text/html';

/**
 * A file staff download, saved under `fileName`: it holds patient data, so no shared cache or proxy
 * keeps it, and no browser reads it as another type than the one it says.
 */
export const fileDownload = (body: BodyInit, type: TFileType, fileName: string) =>
  new Response(body, {
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/** What a file download answers instead of its file (a bad filter, the CMS down): a short message, never cached. */
export const plainTextAnswer = (text: string, status: number) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
