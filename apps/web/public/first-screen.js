// A page the server drew (apps/web/src/entry-server.tsx) starts the app once its first screen's pictures have
// been painted: on a phone the app's code (about 200 KiB) would otherwise share the line with that picture, and
// the page is already there to see. The server lists the code in #tb-app-code, the entry script first.
(() => {
  const [entry, ...modules] = JSON.parse(document.getElementById('tb-app-code').textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    script.crossOrigin = '';
    document.head.append(script);
  };
  // Every picture the first screen loads at once, not only the main one: the largest paint is whichever of
  // them is largest (a listing's second row can win by a few pixels). `decode()` waits for a picture to
  // arrive and be ready to paint. And the page's first paint itself: the browser may hold it back (for the
  // preloaded fonts), and a picture painted only once the app's code runs waits for that code.
  const pictures = [...document.querySelectorAll('#root img:not([loading="lazy"])')];
  const firstPaint = new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  Promise.all([firstPaint, ...pictures.map((picture) => picture.decode?.().catch(() => {}))]).then(() =>
    requestAnimationFrame(() => setTimeout(start)),
  );
  // A picture that is slow to come does not keep the page from working.
  setTimeout(start, 3000);
})();
