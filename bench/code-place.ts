/** The package (node_modules/<name>) or the project folder a script's URL or path lies in. */
export function codePlace(url: string): string {
  if (url.startsWith('node:')) return 'node internals';
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1] as string;
  const inProject = url.match(
    /\/(server|common|bench)\/(?:(features|ai|files|db|plugins|sessions|knowledge)\/)?([^/:]+)/,
  );
  if (inProject) return [inProject[1], inProject[2], inProject[3]].filter(Boolean).join('/');
  return url;
}
