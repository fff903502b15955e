// Starts the web app on a page the server has rendered (src/server/plugins/web.ts puts this script in
// place of the app's own): the HTML already shows the page, so the app's code is fetched and run only
// once that has been painted. Fetched and run first, it would hold the paint back on a slow phone for as
// long as it takes to arrive and to take over the markup. A page in a hidden tab paints nothing, so the
// app starts there at once.
(() => {
  const script = document.currentScript;
  const start = () => {
    // The page's own chunks, fetched alongside the app rather than after it.
    for (const href of (script.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(script.dataset.entry);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
