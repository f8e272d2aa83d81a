import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sharedSeed as shared } from "../../../server/db/page-seeds/shared.ts";
import { CertificateCarousel } from "./certificate-carousel.tsx";

// inside the public site's route, with the shared texts it sends in the page's language
const render = (items: { path: string; title: string }[], language: "vi" | "en" = "en") => {
  const router = createMemoryRouter(
    [{ id: "routes/language-root", path: "/:lang?", element: <CertificateCarousel items={items} /> }],
    {
      initialEntries: [language === "en" ? "/en" : "/"],
      hydrationData: { loaderData: { "routes/language-root": { shared: shared[language] } } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

describe("CertificateCarousel", () => {
  it("says so when there is no certificate", () => {
    expect(render([])).toContain("No certificates available");
    expect(render([], "vi")).toContain("Chưa có chứng chỉ nào");
  });

  it("shows one certificate without arrows or dots", () => {
    const html = render([{ path: "/a.svg", title: "Licence" }]);
    expect(html).toContain('alt="Licence"');
    expect(html).not.toContain("Previous certificate");
    expect(html).not.toContain("Show certificate");
  });

  it("shows arrows (for the script to show) and a dot per certificate when there are several, the first current", () => {
    const html = render([
      { path: "/a.svg", title: "A" },
      { path: "/b.svg", title: "B" },
      { path: "/c.svg", title: "C" },
    ]);
    expect(html).toContain("Previous certificate");
    expect(html).toContain("Next certificate");
    expect(html.match(/Show certificate \d/g)).toHaveLength(3);
    // every certificate is in the scrolling row; the arrows wait for the script
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html.match(/<button[^>]*hidden=""/g)).toHaveLength(2);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toContain('href="#certificate-2"');
  });
});
