// A page the server drew (apps/web/src/entry-server.tsx) starts the app once its main picture has been
// painted: on a phone the app's code (about 200 KiB) would otherwise share the line with that picture, and
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
  // After the frame that paints the picture.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  const picture = document.querySelector('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return afterPaint();
  picture.addEventListener('load', afterPaint);
  picture.addEventListener('error', start);
  // A picture that is slow to come does not keep the page from working.
  setTimeout(start, 3000);
})();
