// Reads a PDF on standard input and writes its text as JSON: per page, the lines top to bottom,
// each line the text items left to right. pdfjs-dist is an ES module, so it runs outside Jest.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  const rows = new Map();
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const y = Math.round(item.transform[5]);
    const row = rows.get(y) ?? [];
    row.push({ x: item.transform[4], text: item.str });
    rows.set(y, row);
  }
  pages.push(
    [...rows.entries()].sort(([a], [b]) => b - a).map(([, items]) => items.sort((a, b) => a.x - b.x).map((item) => item.text)),
  );
}
process.stdout.write(JSON.stringify({ pages }));
