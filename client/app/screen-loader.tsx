import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

/** A screen in its own chunk, which can be loaded before it is first rendered. */
export type ScreenLoader = {
  /** The screen's source file relative to client/, as the build's manifest names it. */
  module: string;
  lazyScreen: LazyExoticComponent<ComponentType>;
  loaded?: ComponentType;
  load(): Promise<void>;
};

export function screenLoader(
  module: string,
  importScreen: () => Promise<{ default: ComponentType }>,
): ScreenLoader {
  const loader: ScreenLoader = {
    module,
    lazyScreen: lazy(importScreen),
    load: () =>
      importScreen().then((imported) => {
        loader.loaded = imported.default;
      }),
  };
  return loader;
}

let screenCommitted = () => {};

/**
 * Resolves once the first screen is committed: on a pre-rendered page, once React has hydrated it (it hydrates the
 * page's Suspense boundaries, and so the screen, after the rest).
 */
export const firstScreenCommitted = new Promise<void>((resolve) => {
  screenCommitted = resolve;
});

/**
 * The screen, rendered at once when its chunk has been loaded, else suspending until it is. The browser loads
 * the chunk of the screen it opens before hydrating its pre-rendered page (client/main.tsx): a screen still
 * loading when hydration starts would stay server HTML, and an update before it arrived (the address's query,
 * say) would make React throw that HTML away and render the screen afresh.
 */
export function LoadedScreen({ loader }: { loader: ScreenLoader }) {
  const Screen = loader.loaded ?? loader.lazyScreen;
  useEffect(() => screenCommitted(), []);
  return <Screen />;
}
