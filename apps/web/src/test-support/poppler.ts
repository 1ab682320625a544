import { execFileSync } from 'node:child_process';

/**
 * Runs a poppler-utils tool (pdffonts, pdfinfo, pdftotext) on a PDF, reading it back as a patient's
 * viewer would; a missing tool fails the test and says how to install it (`npm test` installs it when
 * run as root).
 */
export function runPoppler(tool: 'pdffonts' | 'pdfinfo' | 'pdftotext', args: string[]) {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`);
    }
    throw error;
  }
}
