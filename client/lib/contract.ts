/**
 * A module of the contract's schemas, loaded when a form is first checked (decision 0040), with zod set up for the
 * page before it: a schema must be built under its settings, and no screen needs zod until then.
 */
export async function loadSchemas<Module>(load: () => Promise<Module>): Promise<Module> {
  await import('./zod-config.ts');
  return load();
}
