import { config } from 'zod/v4/core';

// zod probes `new Function` to compile fast parsers; the page's CSP (script-src 'self') forbids eval, and Chromium
// reports the refused probe as a CSP violation. The client parses little, so it goes without the compiler.
config({ jitless: true });
