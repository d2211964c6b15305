import { register } from 'node:module';

/**
 * Entry point of `npm start`: React Router's production build is chosen before any module
 * imports it (production-react-router.ts), then the shop starts (start.ts).
 */
// The compiled server (build/app/main.js) has the hook compiled beside it.
register(import.meta.url.endsWith('.ts') ? './production-react-router.ts' : './production-react-router.js', import.meta.url);
await import('./start');
