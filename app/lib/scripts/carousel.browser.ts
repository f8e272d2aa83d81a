// the certificate carousel (app/components/ui/certificate-carousel.tsx; decision 040): its arrows,
// its dots and an advance every few seconds, paused while the pointer is over it or the focus in it
(() => {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector("[data-slides]") as HTMLElement;
    const dots = [...carousel.querySelectorAll<HTMLAnchorElement>("[data-dot]")];
    const count = dots.length;
    let index = 0;
    // the slide a scroll of ours is on its way to (null: none, or the visitor took over)
    let heading: number | null = null;
    const show = (next: number, scroll = true) => {
      index = (next + count) % count;
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      if (scroll) {
        heading = index;
        track.scrollTo({ left: index * track.clientWidth, behavior: "smooth" });
      }
    };
    for (const arrow of carousel.querySelectorAll<HTMLButtonElement>("[data-step]")) {
      arrow.hidden = false;
      arrow.onclick = () => show(index + Number(arrow.dataset.step));
    }
    dots.forEach((dot, i) => {
      dot.onclick = (event) => {
        event.preventDefault();
        show(i);
      };
    });
    // a swipe or the keyboard moved the row: its dot follows
    // (not the end of a scroll of ours that the next one cut short: that one's end says where it is)
    track.onscrollend = () => {
      const at = Math.round(track.scrollLeft / track.clientWidth);
      if (heading !== null && at !== heading) return;
      heading = null;
      show(at, false);
    };
    track.onpointerdown =
      track.onwheel =
      track.onkeydown =
        () => {
          heading = null;
        };
    if (count > 1) {
      setInterval(
        () => carousel.matches(":hover, :focus-within") || show(index + 1),
        Number(carousel.dataset.carousel),
      );
    }
  }
})();
