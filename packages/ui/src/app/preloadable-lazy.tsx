import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be asked to load ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the module; once it has, the component renders at once, without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy, plus `preload`: a page the server drew holds the header and footer inside Suspense boundaries;
 * hydrated before their modules are in, they wait behind the rest, and a navigation in that moment finds
 * the server's markup for another path (React error 418). Loaded first (mountPortal awaits the layout's
 * `preload`), they render with the page, in the same pass and without suspending.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: a component rendered through React.lazy keeps that type, so it is never
    // remounted (its state lost) when the module arrives.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload: start });
}
