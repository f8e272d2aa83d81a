// the configured analytics (a data block the server writes, app/root.tsx), started once the page
// has loaded and is shown (a prerendered page, once the visitor goes to it)
(() => {
  const d = document;
  // the configured analytics (data block written by the server), once the page is shown
  const analytics = d.getElementById("analytics-settings");
  if (analytics) {
    const { provider, id } = JSON.parse(analytics.textContent as string) as { provider: string; id: string };
    const add = (src: string, data?: string) => {
      const script = d.createElement("script");
      script.src = src;
      script.async = true;
      if (data) script.dataset.domain = data;
      d.head.append(script);
    };
    const start = () => {
      if (provider === "plausible") return add("https://plausible.io/js/script.js", id);
      const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
      w.dataLayer = w.dataLayer || [];
      w.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: the documented gtag snippet
        w.dataLayer.push(arguments);
      };
      w.gtag("js", new Date());
      w.gtag("config", id);
      add(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
    };
    const loaded = () => (d.readyState === "complete" ? start() : addEventListener("load", start, { once: true }));
    const shown = d as Document & { prerendering?: boolean };
    if (shown.prerendering) d.addEventListener("prerenderingchange", loaded, { once: true });
    else loaded();
  }
})();
