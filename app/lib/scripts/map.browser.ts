// the contact page's embedded map (app/routes/contact.tsx): a maps service's embed weighs about a
// megabyte and starts requests of its own, so its frame gets its address once the page has
// loaded and as the frame nears the screen, never while the page paints. Without scripts the page
// shows the frame in <noscript> instead
const watch = () => {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]")) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        frame.src = frame.dataset.src ?? "";
      },
      { rootMargin: "200px" },
    );
    observer.observe(frame);
  }
};
if (document.readyState === "complete") watch();
else addEventListener("load", watch, { once: true });
