// the certificate carousel (app/components/ui/certificate-carousel.tsx; decision 040): its arrows,
// its dots and an advance every few seconds, paused while hovered or focused
(() => {
  const d = document;
  const all = <T extends Element>(selector: string, from: ParentNode = d) => [...from.querySelectorAll<T>(selector)];

  // the carousel: arrows, dots and an advance every few seconds, paused while hovered or focused
  for (const carousel of all<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector("[data-slides]") as HTMLElement;
    const dots = all<HTMLAnchorElement>("[data-dot]", carousel);
    const count = dots.length;
    let index = 0;
    let paused = false;
    const show = (next: number, scroll: boolean) => {
      index = ((next % count) + count) % count;
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      if (scroll) track.scrollTo({ left: index * track.clientWidth, behavior: "smooth" });
    };
    for (const arrow of all<HTMLButtonElement>("[data-step]", carousel)) {
      arrow.hidden = false;
      arrow.onclick = () => show(index + Number(arrow.dataset.step), true);
    }
    dots.forEach((dot, i) => {
      dot.onclick = (event) => {
        event.preventDefault();
        show(i, true);
      };
    });
    track.addEventListener("scrollend", () => show(Math.round(track.scrollLeft / track.clientWidth), false));
    carousel.onmouseenter = carousel.onfocus = () => {
      paused = true;
    };
    carousel.onmouseleave = () => {
      paused = carousel.contains(d.activeElement);
    };
    carousel.addEventListener("focusin", () => {
      paused = true;
    });
    carousel.addEventListener("focusout", () => {
      paused = carousel.matches(":hover");
    });
    if (count > 1) setInterval(() => paused || show(index + 1, true), Number(carousel.dataset.carousel));
  }
})();
