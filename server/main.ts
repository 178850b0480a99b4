import { registerPackageResolver } from './fast-resolve.ts';

// Registered before the server's modules are loaded, so that their imports go through it (see fast-resolve.ts).
registerPackageResolver();
const { serveFromCommandLine } = await import('./start.ts');
await serveFromCommandLine();
