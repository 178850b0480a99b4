/**
 * The pre-rendered page's inline script, the first in its head (scripts/prerender.ts bundles it on its own and
 * writes it in, allowed by its hash in the page's content security policy): what a person does on the page is held
 * from before anything is painted, the entry (client/boot.ts) not yet come (decision 0062).
 */
import { holdFromTheHead } from './app/early-actions.ts';

holdFromTheHead();
