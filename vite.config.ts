import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientCodeSplitting } from './vite.client-chunks.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The browser build only: few JavaScript files for a first visit (ADR 10), and Vite's manifest
  // kept, where the server finds each language's file to name it in pages (http/language-modules.ts).
  build: isSsrBuild ? {} : { manifest: true, rolldownOptions: { output: { codeSplitting: clientCodeSplitting(path.resolve('src/web')) } } },
}));
