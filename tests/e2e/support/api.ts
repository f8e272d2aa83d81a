import { inject } from "vitest";

// the real API, as the admin sees it, for checking what a visitor's action stored
export async function adminToken(): Promise<string> {
  const response = await fetch(`${inject("baseURL")}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login_name: inject("adminLogin"), password: inject("adminPassword") }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

export async function findContacts(
  search: string,
): Promise<{ customer_name: string; email: string; message: string }[]> {
  const response = await fetch(`${inject("baseURL")}/api/contact?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return ((await response.json()) as { contacts: { customer_name: string; email: string; message: string }[] })
    .contacts;
}
