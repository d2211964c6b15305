import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets several builds live side by side (tests, benchmarks, parallel work).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // React Router 8's behaviours, each decided rather than left to warn at every build, all kept
  // off until the upgrade to React Router 8 (which needs Node 22): middleware would replace the
  // load context the loaders read (web/context.ts); route-module splitting changes the browser's
  // files (ADR 10); the Environment API changes how the build runs; the two request flags change
  // the URLs and requests the server's page handling matches (http/react-router.ts).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
