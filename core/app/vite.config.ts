import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app and the gateway share one origin in production (`npm start`); in development the
// API calls are proxied to the reference server.
const api = process.env.MALL_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/iam', '/smal', '/smodr', '/smpc', '/sprm', '/hpfm', '/hfle', '/oauth', '/sd', '/static'].map((p) => [p, api])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
