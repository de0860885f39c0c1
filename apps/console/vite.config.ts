import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const domainEntry = decodeURIComponent(new URL('../../libs/domain/src/index.ts', import.meta.url).pathname);

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: {
      '@lendbridge/domain': domainEntry,
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:3000',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    /**
     * One vendor chunk per library family, cached across releases. Material UI with its data grid
     * is the largest (about 850 kB before gzip), hence the raised warning limit.
     */
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, priority: 4 },
            { name: 'recharts', test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor)[\\/]/, priority: 3 },
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-[a-z-]+|@tanstack|react-hook-form)[\\/]/,
              priority: 2,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 1,
            },
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
  },
});
