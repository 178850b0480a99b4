import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // bench/bundle-size.ts follows it from the entry to what each page loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
