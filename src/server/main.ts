import { register } from 'node:module';

/**
 * Entry point of `npm start`: React Router's production build is chosen before any module
 * imports it (production-react-router.ts), then the shop starts (start.ts).
 */
register('./production-react-router.ts', import.meta.url);
await import('./start');
