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
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
