import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component in its own chunk (a screen, say), which can be loaded before it is first rendered. */
export type ChunkLoader = {
  lazyComponent: LazyExoticComponent<ComponentType>;
  loaded?: ComponentType;
  load(): Promise<void>;
};

export function chunkLoader(importComponent: () => Promise<{ default: ComponentType }>): ChunkLoader {
  const loader: ChunkLoader = {
    lazyComponent: lazy(importComponent),
    load: () =>
      importComponent().then((module) => {
        loader.loaded = module.default;
      }),
  };
  return loader;
}

/**
 * The component, rendered at once when its chunk has been loaded, else suspending until it is. The browser loads
 * the chunks a pre-rendered page shows before hydrating it (client/main.tsx): a part still loading when hydration
 * starts would stay server HTML, and an update before it arrived (the address's query, the signed-in user) would
 * make React throw that HTML away and render the part afresh, moving what is around it.
 */
export function LoadedChunk({ loader }: { loader: ChunkLoader }) {
  const Component = loader.loaded ?? loader.lazyComponent;
  return <Component />;
}
