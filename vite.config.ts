import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The browser's chunks (decision 0051): the code two screens share goes into each of them, up to 32 KB of source
 * per shared piece, instead of into a file of its own. A screen then loads about 10 files instead of 40–70, and
 * fewer bytes; Rolldown's runtime keeps one copy of each module's state however many files carry it.
 */
const browserChunks = {
  preserveEntrySignatures: false,
  output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } } },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // bench/bundle-size.ts follows it from the entry to what each page loads.
    manifest: true,
    // The pre-rendering's build (scripts/prerender.ts) is loaded by its exports, which must stay as written.
    rolldownOptions: isSsrBuild ? {} : browserChunks,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
}));
