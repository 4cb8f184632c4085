import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureAttributes } from './image-srcset';

/** A browser that reports largest paints: the test hands the observer its entries. */
function stubLcpObserver() {
  const observers: ((entries: { element: Element }[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (element: Element) =>
    act(() => {
      for (const report of observers) report([{ element }]);
    });
}

const image = (priority?: string) => {
  const img = document.createElement('img');
  if (priority) img.setAttribute('fetchpriority', priority);
  return img;
};

describe('pictures below wait for the main one', () => {
  // Each test loads the module anew: what it decides happens once, when it is first loaded.
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('holds lazy pictures until the main picture is painted, not for another paint', async () => {
    const paint = stubLcpObserver();
    const { usePicturesHeld } = await import('./main-picture');
    const { result } = renderHook(() => usePicturesHeld());
    expect(result.current).toBe(true);
    paint(image()); // the header's text, say
    expect(result.current).toBe(true);
    paint(image('high'));
    expect(result.current).toBe(false);
  });

  it('holds them two seconds at most', async () => {
    vi.useFakeTimers();
    stubLcpObserver();
    const { usePicturesHeld } = await import('./main-picture');
    const { result } = renderHook(() => usePicturesHeld());
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
  });

  it('never holds them where the browser cannot tell', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { usePicturesHeld } = await import('./main-picture');
    expect(renderHook(() => usePicturesHeld()).result.current).toBe(false);
  });

  it('gives a held lazy picture no source but keeps the others whole', () => {
    const url = '/v1/media/demo/keyboards-negro-1.webp';
    const held = pictureAttributes(url, '50vw', 'lazy', true);
    expect(held.src).toMatch(/^data:image\/gif/);
    expect(held).not.toHaveProperty('srcSet');
    expect(held.loading).toBe('lazy');
    expect(pictureAttributes(url, '50vw', 'high', true)).toMatchObject({ src: url, fetchPriority: 'high' });
    expect(pictureAttributes(url, '50vw', 'lazy', false).srcSet).toContain('?w=320 320w');
  });
});
