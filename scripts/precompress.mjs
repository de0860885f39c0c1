#!/usr/bin/env node
/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built front end,
 * so the API sends them as they are (see apps/api/src/common/static-assets.ts) instead of compressing
 * on each request. Run after `vite build` with the output folder: `node precompress.mjs dist`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files smaller than this gain too little to be worth a compressed copy. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);

export const gzip = (buffer) => gzipSync(buffer, { level: 9 });
export const brotli = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });

/** Every file under `dir`, skipping dot folders (the build manifest). */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(dir) {
  let written = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const original = readFileSync(path);
    for (const [suffix, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const compressed = compress(original);
      if (compressed.length >= original.length) continue;
      writeFileSync(path + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const written = precompress(dir);
  process.stdout.write(`precompressed ${written} files in ${dir}\n`);
}
