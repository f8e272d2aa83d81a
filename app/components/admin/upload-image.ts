import { NetworkError } from "../../lib/api-client.ts";
import { hasStoredToken, type useAuth } from "../../lib/auth.tsx";

type Api = ReturnType<typeof useAuth>["api"];

export type UploadOutcome =
  | { kind: "uploaded"; path: string }
  // this browser holds no login token (another tab logged out meanwhile): nothing was sent
  | { kind: "no-token" }
  // 401: the session ended and the api client is already taking the user to the login page
  | { kind: "stopped" }
  | { kind: "failed"; message?: string }
  | { kind: "offline" };

// POST /api/upload with the file in the multipart field "image": the one way the admin forms
// upload a picture (project images, certificate and catalogue logos, the settings' pictures)
export async function uploadImage(api: Api, file: File): Promise<UploadOutcome> {
  if (!hasStoredToken()) return { kind: "no-token" };
  const body = new FormData();
  body.append("image", file);
  try {
    const result = await api<{ path?: string }>("/api/upload", { method: "POST", body, timeoutMs: 120_000 });
    if (result.status === 401) return { kind: "stopped" };
    if (result.ok && result.data.path) return { kind: "uploaded", path: result.data.path };
    return { kind: "failed", message: result.data.message };
  } catch (error) {
    return error instanceof NetworkError ? { kind: "offline" } : { kind: "failed" };
  }
}
