import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SHARED_UI } from '../../scripts/shared-ui.mjs';
import { antdStyleFunctionsOut } from './vite-antd-style-functions';
import { antdStaticStyles } from './vite-antd-styles';
import { landingChunks } from './vite-landing-chunk';
import { precompress } from './vite-precompress';
import { preloadBoot } from './vite-preload-boot';
import { routerProduction } from './vite-router-production';
import { startChunk } from './vite-start-chunk';
import { TREESHAKE } from './vite-treeshake';

// The app and the gateway share one origin in production (`npm start`); in development the
// API calls are proxied to the reference server.
const api = process.env.MALL_API ?? 'http://127.0.0.1:8080';
// The small entry index.html runs, and the app it imports after the session's first calls.
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const BOOT = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const start = startChunk(ENTRY, BOOT);
// Home, where a buyer lands after signing in, in two chunks (vite-landing-chunk.ts). Not the cart:
// its UI chunk would be 500 kB, which five tenants' plugins would then load at start for one
// component of it each.
const landing = landingChunks([{ module: fileURLToPath(new URL('./src/features/home/pages/home-page.tsx', import.meta.url)), name: 'home' }]);

export default defineConfig({
  // antdStyleFunctionsOut: antd's style functions, never called under zeroRuntime, left out;
  // antdStaticStyles: antd's styles as a static stylesheet (the theme sets zeroRuntime);
  // precompress: brotli and gzip copies of the build for the server to send as they are.
  // preloadBoot: index.html preloads the app that the small entry imports after the session's first calls.
  // startChunk: the app's start in a few chunks instead of 89 mostly small ones (its groups below);
  // landingChunks: the home page in two chunks instead of about 30;
  // routerProduction: react-router's production build, which its package exports never name.
  plugins: [react(), routerProduction(import.meta.url), start.plugin, landing.plugin, antdStyleFunctionsOut(), antdStaticStyles(), preloadBoot(BOOT), precompress()],
  // One copy of React, antd, MobX and the router for core and every tenant and shared plugin
  // chunk, even if a package manager ever nests a second copy under a tenant.
  resolve: { dedupe: [...SHARED_UI] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/iam', '/smal', '/smodr', '/smpc', '/sprm', '/hpfm', '/hfle', '/oauth', '/sd', '/static'].map((p) => [p, api])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/build-report.mjs and the tenant-chunk journey read which file holds which tenant.
    manifest: true,
    rolldownOptions: {
      // The rc-component packages' modules as free of side effects (vite-treeshake.ts).
      treeshake: TREESHAKE,
      // boot.tsx as an input too: see vite-start-chunk.ts.
      input: { index: 'index.html', boot: BOOT },
      output: {
        // A tenant's chunk carries its package name, so the network panel and the build report
        // say which tenant was downloaded.
        chunkFileNames: (chunk) => {
          const pkg = /\/(tenants|plugins)\/([^/]+)\/src\/index\.tsx?$/.exec(chunk.facadeModuleId ?? '');
          return pkg ? `assets/${pkg[1] === 'tenants' ? 'tenant' : 'plugin'}-${pkg[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // The start's chunks (vite-start-chunk.ts) and the home's (vite-landing-chunk.ts); core's texts
        // of one language, with antd's and dayjs's locale (platform/i18n/locale-pack.ts), in one
        // chunk, loaded when that language is first shown (one request instead of one per feature).
        // Only what the tests name: dayjs itself and the pagination's Chinese (its default
        // locale), which other chunks share, stay out of both.
        codeSplitting: {
          groups: [
            ...start.groups,
            ...landing.groups,
            { name: 'messages-zh', test: /(-?messages\.zh\.ts|locale-pack\.zh\.ts|\/domain\/src\/messages\/zh-CN\.ts|\/antd\/es\/(calendar\/|date-picker\/|time-picker\/)?locale\/zh_CN\.js|\/@rc-component\/picker\/es\/locale\/zh_CN\.js|\/dayjs\/locale\/zh-cn\.js)$/, includeDependenciesRecursively: false },
            { name: 'messages-en', test: /(-?messages\.en\.ts|locale-pack\.en\.ts|\/domain\/src\/messages\/en-US\.ts)$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
});
