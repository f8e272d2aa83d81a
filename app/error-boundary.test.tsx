import { renderToString } from "react-dom/server";
import { createMemoryRouter, data, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/root";
import { ErrorBoundary } from "./root.tsx";

// the last-resort error page speaks the language of its URL, one language at a time

// framework mode hands the boundary its error as a prop; a plain data router does not
function Boundary() {
  return <ErrorBoundary {...({ error: useRouteError() } as Route.ErrorBoundaryProps)} />;
}
const Empty = () => null;

async function html(path: string, status: number) {
  const loader = () => {
    throw data(null, { status });
  };
  const router = createMemoryRouter([{ path: "*", loader, Component: Empty, ErrorBoundary: Boundary }], {
    initialEntries: [path],
  });
  await router.navigate(path);
  return renderToString(<RouterProvider router={router} />);
}

describe("the last-resort error page", () => {
  it("is in Vietnamese on a Vietnamese page", async () => {
    const page = await html("/du-an/khong-co", 404);
    expect(page).toContain(">404<");
    expect(page).toContain("Không tìm thấy trang");
    expect(page).toContain('href="/"');
    expect(page).not.toMatch(/Page not found|Home/);
  });

  it("is in English on an English page", async () => {
    const page = await html("/en/projects/missing", 500);
    expect(page).toContain(">500<");
    expect(page).toContain("Something went wrong");
    expect(page).toContain('href="/en"');
    expect(page).not.toMatch(/Đã xảy ra lỗi|Trang chủ/);
  });
});
