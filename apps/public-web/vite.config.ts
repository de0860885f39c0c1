import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BREAKPOINTS, NAVBAR_HEIGHT, SITE_NAME } from '@lendbridge/domain';
import { BRAND } from './src/app/brand';

/** @lendbridge/domain and its entry points (@lendbridge/domain/<folder>) read from the sources. */
const domainSource = fileURLToPath(new URL('../../libs/domain/src', import.meta.url));

/**
 * react-router's package exports point at its development build whatever the mode (its dev warnings
 * and messages, about 10 KB gzip more); the production build takes the production files it ships.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The app bar (the product's name on the brand colour, as AppLayout draws it) written into index.html,
 * so a visitor sees the site's frame as soon as the page arrives rather than when the script has run;
 * the app replaces it with the same bar, in the same place, on its first render.
 */
const firstPaintHeader = (): Plugin => ({
  name: 'first-paint-header',
  transformIndexHtml: (html) =>
    html
      .replace(
        '</head>',
        `<style>
      body { margin: 0; background: ${BRAND.page}; font-family: ${BRAND.fontFamily}; }
      .first-paint-bar { position: sticky; top: 0; box-sizing: border-box; height: ${NAVBAR_HEIGHT}px; display: flex; align-items: center; padding: 0 16px; background: ${BRAND.primary}; color: ${BRAND.onPrimary}; box-shadow: 0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14), 0 1px 3px 0 rgba(0, 0, 0, 0.12); }
      .first-paint-bar a { color: inherit; text-decoration: none; font-size: 1.25rem; font-weight: 700; line-height: 1.6; letter-spacing: 1px; white-space: nowrap; }
      @media (min-width: ${BREAKPOINTS.sm}px) { .first-paint-bar { padding: 0 24px; } }
    </style>
  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="root"><header class="first-paint-bar"><a href="/">${SITE_NAME}</a></header></div>`),
});

export default defineConfig(({ command }) => ({
  plugins: [react(), firstPaintHeader()],
  resolve: {
    alias: [
      { find: /^@lendbridge\/domain$/, replacement: `${domainSource}/index.ts` },
      { find: /^@lendbridge\/domain\/([a-z-]+)$/, replacement: `${domainSource}/$1/index.ts` },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api/chat/socket': { target: 'http://127.0.0.1:3000', ws: true },
      '/api': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    /** Read by the initial JavaScript budget check that runs after the build. */
    manifest: true,
    rolldownOptions: {
      output: {
        /**
         * Lazy chunks are named by their hash alone: the first page carries the list of every chunk a
         * lazy page preloads, so each name is part of what it loads.
         */
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          /**
           * Only what the first page loads ('$initial') is grouped: React with the router in one chunk
           * that rarely changes, the other libraries it needs (Material UI's core, emotion) in another.
           * Everything else is split by the lazy pages that use it, so no page pays for another's code.
           */
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 120_000,
    /**
     * One test file per core: the files wait on the DOM and the renderer far more than on each other,
     * and vitest's default (one core fewer) leaves a two-core machine running one file at a time.
     */
    maxWorkers: availableParallelism(),
  },
}));
