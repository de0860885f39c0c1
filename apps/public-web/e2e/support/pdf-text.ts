import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text as pdfjs-dist reads it back: every page's lines top to bottom, each line's items left to right, joined by a space. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const [, items] of [...rows.entries()].sort(([a], [b]) => b - a)) {
      lines.push(items.sort((a, b) => a.x - b.x).map((item) => item.text).join(' '));
    }
  }
  await pdf.destroy();
  return lines;
}
