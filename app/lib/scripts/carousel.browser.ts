// the certificate carousel (app/components/ui/certificate-carousel.tsx; decision 040): its arrows,
// its dots and an advance every few seconds, paused while the pointer is over it or the focus in it
(() => {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = carousel.querySelector("[data-slides]") as HTMLElement;
    const dots = [...carousel.querySelectorAll<HTMLAnchorElement>("[data-dot]")];
    const count = dots.length;
    let index = 0;
    const show = (next: number, scroll = true) => {
      index = (next + count) % count;
      dots.forEach((dot, i) => {
        if (i === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      if (scroll) track.scrollTo({ left: index * track.clientWidth, behavior: "smooth" });
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
    track.onscrollend = () => show(Math.round(track.scrollLeft / track.clientWidth), false);
    if (count > 1) {
      setInterval(
        () => carousel.matches(":hover, :focus-within") || show(index + 1),
        Number(carousel.dataset.carousel),
      );
    }
  }
})();
