// Module hooks that let a plain Node.js process run the API's TypeScript sources as they are:
// a relative `.js` import resolves to its `.ts` file, which SWC compiles with the decorator
// metadata NestJS needs (the same settings as the jest transform).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformFile } from '@swc/core';

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const source = fileURLToPath(new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL));
    if (existsSync(source)) return { url: pathToFileURL(source).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const { code } = await transformFile(fileURLToPath(url), SWC);
  return { format: 'module', source: code, shortCircuit: true };
}
