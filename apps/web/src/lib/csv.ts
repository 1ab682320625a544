import Papa from 'papaparse';

/** Excel reads a UTF-8 file as the local code page unless it starts with this mark; Arabic then breaks. */
export const UTF8_BOM = '\uFEFF';

/**
 * CSV lines (CRLF-terminated, as RFC 4180 and Excel expect), the format of every staff export. A cell
 * starting with = + - @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it as a formula: patients type their own names.
 */
export const toCsvLines = (records: string[][]) =>
  `${Papa.unparse(records, { escapeFormulae: true, newline: '\r\n', quotes: false })}\r\n`;
