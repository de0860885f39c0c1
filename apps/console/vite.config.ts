import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** @lendbridge/domain and its entry points (@lendbridge/domain/<folder>) read from the sources. */
const domainSource = decodeURIComponent(new URL('../../libs/domain/src', import.meta.url).pathname);

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@lendbridge\/domain$/, replacement: `${domainSource}/index.ts` },
      { find: /^@lendbridge\/domain\/([a-z-]+)$/, replacement: `${domainSource}/$1/index.ts` },
    ],
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api/chat/socket': { target: 'http://127.0.0.1:3000', ws: true },
      '/api': {
        target: 'http://127.0.0.1:3000',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    /** Lists the first page's chunks for the initial JavaScript measurement that runs after the build. */
    manifest: true,
    emptyOutDir: true,
    /** react-admin with the Material UI its first page needs is about 630 kB before gzip, in one chunk. */
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /**
           * As on the public site: only what the first page loads ('$initial') is grouped, React with
           * the router in one chunk and the other libraries it needs in another; the resource views
           * and what only they use (the data grid, charts) are split by the lazy views.
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
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 120_000,
    /**
     * One test file per core: the files wait on the DOM and the renderer far more than on each other,
     * and vitest's default (one core fewer) leaves a two-core machine running one file at a time.
     */
    maxWorkers: availableParallelism(),
  },
});
