import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

/** A module load the test resolves by hand. */
function deferredLoad() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const promise = new Promise<typeof Greeting>((r) => (resolve = r));
  return { load: () => promise, resolve: (component: typeof Greeting) => resolve(component) };
}

describe('preloadableLazy', () => {
  it('renders at once, without its Suspense fallback, once preloaded', async () => {
    const module = deferredLoad();
    const Lazy = preloadableLazy(module.load);
    const preloaded = Lazy.preload();
    module.resolve(Greeting);
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    // Synchronously in the first render: no fallback ever drawn.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hello Ana 0' })).toBeTruthy();
  });

  it('suspends as React.lazy does when not preloaded, and keeps its state when the module arrives', async () => {
    const module = deferredLoad();
    const Lazy = preloadableLazy(module.load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.resolve(Greeting));
    const button = await screen.findByRole('button', { name: 'Hello Ana 0' });
    act(() => button.click());
    // A parent's re-render after the load does not swap the component type (which would reset its state).
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Ana 1' })).toBeTruthy();
  });
});
