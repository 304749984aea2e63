import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it. `npm test` installs poppler-utils (scripts/test.mjs);
 * a run without it fails here with the command to install it, never silently passes.
 */
export function pdfToText(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'keel-pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pdftotext is missing: apt-get install -y poppler-utils (npm test installs it)');
    throw error;
  }
}
