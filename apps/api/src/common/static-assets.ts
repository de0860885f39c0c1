import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Vite names what it emits under assets/ with a content hash (`<name>-<hash>.<ext>`, the public site's lazy chunks `<hash>.js`): such a file never changes. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page itself is checked with the server on every load, so a release shows at once. */
export const REVALIDATE_CACHE = 'no-cache';
/** Other files (an icon, robots.txt) keep their names across releases. */
export const SHORT_CACHE = 'public, max-age=3600';

/** The compressed copies the build writes beside a file (see scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type Coding = (typeof ENCODINGS)[number]['coding'];

/** The content codings an Accept-Encoding header accepts (quality above zero), `*` standing for any other. */
export function acceptedCodings(header: string | undefined): Set<Coding> {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const accepted = new Set<Coding>();
  for (const { coding } of ENCODINGS) {
    const quality = qualities.get(coding) ?? qualities.get('*') ?? 0;
    if (quality > 0) accepted.add(coding);
  }
  return accepted;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a URL path names, or undefined for a path that leaves it or names a dot file. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = resolve(root, `.${decoded}`);
  return path.startsWith(root + sep) ? path : undefined;
}

export interface BuiltAppOptions {
  /** URL prefixes (of the whole URL) this app leaves to others, e.g. the console under the public site. */
  except?: readonly string[];
}

/**
 * Serves a front end built by Vite from `dir` (to be mounted where the app lives): each file as the
 * best precompressed copy the client accepts (brotli, then gzip, else as is), with its own
 * Content-Type, Vary: Accept-Encoding, a year's immutable cache for the hashed assets and no-cache for
 * the page; any other GET outside /api/ answers index.html, where the app's router takes over.
 * Returns undefined when the app has not been built.
 */
export function builtApp(dir: string, { except = [] }: BuiltAppOptions = {}): RequestHandler | undefined {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) return undefined;

  const send = async (req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) => {
    const accepted = acceptedCodings(req.header('accept-encoding'));
    let chosen: { path: string; coding?: Coding } = { path: file };
    for (const { coding, suffix } of ENCODINGS) {
      if (accepted.has(coding) && (await isFile(file + suffix))) {
        chosen = { path: file + suffix, coding };
        break;
      }
    }
    res.type(extname(file));
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    if (chosen.coding) res.setHeader('Content-Encoding', chosen.coding);
    // Dot folders were refused above; the app's own folder may sit under one.
    const options = { cacheControl: false, acceptRanges: chosen.coding === undefined, dotfiles: 'allow' as const };
    res.sendFile(chosen.path, options, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || except.some((prefix) => req.originalUrl.startsWith(prefix))) return next();
    void (async () => {
      const file = fileUnder(root, req.path);
      if (file !== undefined && (await isFile(file))) {
        const cacheControl = file === index ? REVALIDATE_CACHE : HASHED_ASSET.test(req.path) ? IMMUTABLE_CACHE : SHORT_CACHE;
        return send(req, res, next, file, cacheControl);
      }
      if (req.method !== 'GET' || req.path.startsWith('/assets/')) return next();
      return send(req, res, next, index, REVALIDATE_CACHE);
    })().catch(next);
  };
}
