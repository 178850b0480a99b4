import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend';
type RouteHook<Name extends RouteHookName> =
  NonNullable<RouteOptions[Name]> extends infer Hooks
    ? Hooks extends readonly (infer Each)[]
      ? Each
      : Hooks
    : never;

/** Adds `hook` to the route's own hooks of that kind, after those it already has. */
export function appendRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: RouteHook<Name>,
): void {
  const hooks = route as unknown as Record<Name, unknown>;
  hooks[name] = [...[hooks[name] ?? []].flat(), hook];
}

/**
 * Adds `hook` to every route registered after it in `app`'s scope that answers one of the methods `applies` to, as
 * the route's own hook: a request of another method, a hot read above all, does not pass through it at all.
 */
export function hookRoutesOf<Name extends RouteHookName>(
  app: FastifyInstance,
  name: Name,
  applies: (method: string) => boolean,
  hook: RouteHook<Name>,
): void {
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some(applies)) appendRouteHook(route, name, hook);
  });
}
