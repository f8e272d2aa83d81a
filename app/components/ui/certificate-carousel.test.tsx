import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CertificateCarousel } from "./certificate-carousel.tsx";

const render = (items: { path: string; title: string }[], language: "vi" | "en" = "en") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === "en" ? "/en" : "/"]}>
      <CertificateCarousel items={items} />
    </MemoryRouter>,
  );

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

  it("shows arrows and a dot per certificate when there are several, the first visible", () => {
    const html = render([
      { path: "/a.svg", title: "A" },
      { path: "/b.svg", title: "B" },
      { path: "/c.svg", title: "C" },
    ]);
    expect(html).toContain("Previous certificate");
    expect(html).toContain("Next certificate");
    expect(html.match(/Show certificate \d/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });
});
