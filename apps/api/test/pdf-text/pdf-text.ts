import { execFile } from 'node:child_process';
import { join } from 'node:path';

const EXTRACT = join(__dirname, 'extract.mjs');

/** A PDF's text as pdfjs-dist reads it back: per page, lines top to bottom, each the items left to right. */
export interface PdfText {
  pages: string[][][];
}

/** Parses the PDF with pdfjs-dist in a child process (an ES module Jest cannot load). */
export function pdfText(bytes: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [EXTRACT], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as PdfText);
    });
    child.stdin?.end(bytes);
  });
}

/** Every line of every page, its items joined by one space. */
export const pdfLines = (text: PdfText): string[] => text.pages.flatMap((page) => page.map((line) => line.join(' ')));
