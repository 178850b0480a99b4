import { readFileSync, statSync } from 'node:fs';
import { type ResolveFnOutput, type ResolveHookContext, registerHooks } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type NextResolve = (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput;

const NODE_MODULES = `${sep}node_modules${sep}`;

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * A relative `.js` import between two files of one ES-module package, resolved as Node would: the target exists, and
 * no package.json lies between it and the package's own, whose type is "module". Node reaches the same answer but,
 * to learn the format, re-reads the package's whole package.json on every import (Node 24), and drizzle-orm's is
 * 180 KB with ~480 of its files loaded at start: about two seconds of every start of the server.
 */
export function createPackageResolver() {
  const packageIsModule = new Map<string, boolean>();
  const hasPackageJson = new Map<string, boolean>();

  function isModulePackage(root: string): boolean {
    let known = packageIsModule.get(root);
    if (known === undefined) {
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { type?: unknown };
      known = manifest.type === 'module';
      packageIsModule.set(root, known);
    }
    return known;
  }

  function holdsPackageJson(directory: string): boolean {
    let known = hasPackageJson.get(directory);
    if (known === undefined) {
      known = isFile(join(directory, 'package.json'));
      hasPackageJson.set(directory, known);
    }
    return known;
  }

  /** The package folder a file lies in (`…/node_modules/name` or `…/node_modules/@scope/name`), if any. */
  function packageRootOf(path: string): string | undefined {
    const at = path.lastIndexOf(NODE_MODULES);
    if (at === -1) return undefined;
    const parts = path.slice(at + NODE_MODULES.length).split(sep);
    const nameParts = parts[0]?.startsWith('@') ? 2 : 1;
    if (parts.length <= nameParts) return undefined;
    return path.slice(0, at + NODE_MODULES.length) + parts.slice(0, nameParts).join(sep);
  }

  /** The file URL Node would resolve `specifier` to, or undefined where this cannot say it as surely. */
  function resolveWithinPackage(specifier: string, parentURL: string | undefined): string | undefined {
    if (!parentURL?.startsWith('file:') || !specifier.endsWith('.js')) return undefined;
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
    const target = new URL(specifier, parentURL);
    if (target.search || target.hash) return undefined;
    const parentPath = fileURLToPath(parentURL);
    const targetPath = fileURLToPath(target);
    const root = packageRootOf(parentPath);
    if (!root || packageRootOf(targetPath) !== root || !holdsPackageJson(root) || !isModulePackage(root))
      return undefined;
    for (let directory = dirname(targetPath); directory !== root; directory = dirname(directory)) {
      if (holdsPackageJson(directory)) return undefined;
    }
    return isFile(targetPath) ? pathToFileURL(targetPath).href : undefined;
  }

  return function resolve(
    specifier: string,
    context: ResolveHookContext,
    next: NextResolve,
  ): ResolveFnOutput {
    const url = resolveWithinPackage(specifier, context.parentURL);
    return url ? { url, format: 'module', shortCircuit: true } : next(specifier, context);
  };
}

/** Registers the resolver for the imports made after this call on this thread. */
export function registerPackageResolver(): void {
  registerHooks({ resolve: createPackageResolver() });
}
