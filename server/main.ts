import { setFlagsFromString } from 'node:v8';
import { registerPackageResolver } from './fast-resolve.ts';

// Per-request objects outlive a young-generation collection while their request waits on the database; V8 may then
// allocate every later request's straight into the old generation, and a process that did stayed a fifth slower
// for good (decision 0046).
setFlagsFromString('--no-allocation-site-pretenuring');

// Registered before the server's modules are loaded, so that their imports go through it (see fast-resolve.ts).
registerPackageResolver();
const { serveFromCommandLine } = await import('./start.ts');
await serveFromCommandLine();
