import type { CaptchaConfig } from "../config.ts";

// asks the CAPTCHA provider (Turnstile or reCAPTCHA, same protocol) whether a token is genuine
export async function verifyCaptcha(config: CaptchaConfig, token: string, remoteIp: string): Promise<boolean> {
  const body = new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp });
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    // a provider that cannot be reached does not let the message through unchecked
    return false;
  }
}
