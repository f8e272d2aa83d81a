// the 404 page's "go back", which needs the browser's history: shown and working with this
(() => {
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest?.("[data-back]")) history.back();
  });
  for (const button of document.querySelectorAll<HTMLElement>("[data-back]")) button.hidden = false;
})();
