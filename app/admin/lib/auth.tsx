import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { ApiUser } from "../../../contract/users.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { type ApiRequestOptions, type ApiResult, apiRequest, TOKEN_STORAGE_KEY } from "../../lib/api-client.ts";
import { type ApiCall, api as calls, checkAnswer } from "./api.ts";

// who is logged in to the back office: logged out, loading, or logged in (SPEC.md section 4)

// the logged-in user, as api.auth.me answers (contract/auth.ts, contract/users.ts)
export type AdminUser = ApiUser;

type Status = "loading" | "authenticated" | "anonymous";

// what the login's steps answer (api.auth.login, api.auth.loginTwoFactor,
// api.users.acceptInvitation; their schemas in contract/auth.ts, two-factor.ts, invitations.ts):
// a session, or (two-factor sign-in) a challenge for the code step
export interface LoginData {
  user?: AdminUser;
  token?: string;
  twoFactorRequired?: boolean;
  challenge?: string;
  two_factor_setup_required?: boolean;
}

interface AuthState {
  status: Status;
  // true after the user chose to log out: the login page then remembers no page to return to
  loggedOut: boolean;
  user: AdminUser | null;
  // a Super Admin who must set up two-factor sign-in before anything else (the server enforces it)
  setupRequired: boolean;
  login: (loginName: string, password: string) => Promise<ApiResult<LoginData>>;
  // the second step: the challenge of the first and a code from the app or a recovery code
  loginWithCode: (challenge: string, code: string) => Promise<ApiResult<LoginData>>;
  // an invitation's password chosen (issue 35): the new account, signed in like a login
  acceptInvitation: (token: string, password: string) => Promise<ApiResult<LoginData>>;
  // ends the session on the server too (its token stops working on every instance), then here
  logout: () => Promise<void>;
  // why the last session ended when the server ended it (idle, logged out elsewhere), in the
  // interface's language, for the login page; null after a login or a logout of one's own
  endedBecause: string | null;
  // the one way the admin screens call the API: token and language added, a 401 ends the session
  api: <T = Record<string, unknown>>(path: string, options?: ApiRequestOptions) => Promise<ApiResult<T>>;
  // a file from the API (an export), saved by the browser under the name the server gives;
  // false when it failed (a 401 ends the session, as with api)
  download: (path: string) => Promise<boolean>;
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

// whether this browser still holds a login token (another tab may have logged out meanwhile)
export function hasStoredToken(): boolean {
  return readToken() !== null;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

// where to return after logging in: only pages of the back office itself
// a call sent outside useAuth().api: before a session exists (the login's steps, an invitation's
// acceptance), or with the token the session is checked with. Its answer is checked against the
// contract as useApiQuery's are (lib/api.ts).
async function send<T>(call: ApiCall<T>, options: Omit<ApiRequestOptions, "method" | "body"> = {}) {
  const result = await apiRequest<T>(call.path, { ...options, method: call.method, body: call.body });
  checkAnswer(call, result.status, result.data);
  return result;
}

export function safeRedirect(target: string | null): string {
  if (!target?.startsWith("/admin") || target.startsWith("/admin/login") || target.includes("//")) {
    return "/admin";
  }
  return target;
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [status, setStatus] = useState<Status>("loading");
  const [user, setUser] = useState<AdminUser | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [setupRequired, setSetupRequired] = useState(false);
  const [endedBecause, setEndedBecause] = useState<string | null>(null);
  const language = useAdminLanguage();
  const navigate = useNavigate();

  // because: the server's 401 message when it ended the session (idle, logged out elsewhere)
  const endSession = useCallback((because: string | null = null) => {
    writeToken(null);
    setToken(null);
    setUser(null);
    setStatus("anonymous");
    setEndedBecause(because);
  }, []);

  // at start-up a stored token is checked with the me call; a failure clears it
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the language of the start: a later change of language does not check the session again
  useEffect(() => {
    const stored = readToken();
    if (!stored) {
      setStatus("anonymous");
      return;
    }
    let cancelled = false;
    // in the interface's language: a refusal is shown on the login page (why the session ended)
    send(calls.auth.me(), { token: stored, language })
      .then((result) => {
        if (cancelled) return;
        if (result.ok && result.data.user) {
          setToken(stored);
          setUser(result.data.user);
          setSetupRequired(result.data.two_factor_setup_required === true);
          setStatus("authenticated");
        } else {
          console.error("session check failed", result.status);
          endSession(result.status === 401 ? (result.data.message ?? null) : null);
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error("session check failed", error);
        endSession();
      });
    return () => {
      cancelled = true;
    };
  }, [endSession]);

  const api = useCallback(
    async <T,>(path: string, options: ApiRequestOptions = {}) => {
      const result = await apiRequest<T>(path, { ...options, token, language });
      if (result.status === 401) {
        endSession(result.data.message ?? null);
        const here = `${window.location.pathname}${window.location.search}`;
        navigate(`/admin/login?redirect=${encodeURIComponent(safeRedirect(here))}`, { replace: true });
      }
      return result;
    },
    [token, language, endSession, navigate],
  );

  const download = useCallback(
    async (path: string) => {
      let response: Response;
      try {
        response = await fetch(path, {
          headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "X-Language": language },
        });
      } catch {
        return false;
      }
      if (response.status === 401) {
        endSession();
        navigate("/admin/login", { replace: true });
        return false;
      }
      if (!response.ok) return false;
      // the file's own name (RFC 6266: filename* in UTF-8 first, then the plain one)
      const disposition = response.headers.get("content-disposition") ?? "";
      const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
      const name =
        (encoded ? decodeURIComponent(encoded) : undefined) ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? "export";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return true;
    },
    [token, language, endSession, navigate],
  );

  // a session from a login step's answer
  const begin = useCallback((data: LoginData) => {
    if (!data.token || !data.user) return false;
    writeToken(data.token);
    setToken(data.token);
    setUser(data.user);
    setSetupRequired(data.two_factor_setup_required === true);
    setStatus("authenticated");
    setLoggedOut(false);
    setEndedBecause(null);
    return true;
  }, []);

  const login = useCallback(
    async (loginName: string, password: string) => {
      const result: ApiResult<LoginData> = await send(calls.auth.login({ login_name: loginName, password }), {
        language,
      });
      // a challenge for the code step is no session yet, and no failure either
      if (!(result.ok && (begin(result.data) || result.data.twoFactorRequired))) endSession();
      return result;
    },
    [language, endSession, begin],
  );

  const loginWithCode = useCallback(
    async (challenge: string, code: string) => {
      const result: ApiResult<LoginData> = await send(calls.auth.loginTwoFactor({ challenge, code }), { language });
      if (result.ok) begin(result.data);
      return result;
    },
    [language, begin],
  );

  const acceptInvitation = useCallback(
    async (invitation: string, password: string) => {
      const result: ApiResult<LoginData> = await send(
        calls.users.acceptInvitation({ token: invitation }, { password }),
        { language },
      );
      if (result.ok) begin(result.data);
      return result;
    },
    [language, begin],
  );

  const logout = useCallback(async () => {
    // the server ends the session (best effort: offline, the token still ends when it expires or
    // after the idle timeout)
    if (token) await send(calls.auth.logout(), { token, language }).catch(() => undefined);
    setLoggedOut(true);
    endSession();
    navigate("/admin/login", { replace: true });
  }, [token, language, endSession, navigate]);

  const refreshUser = useCallback(async () => {
    const call = calls.auth.me();
    const result = await api<NonNullable<typeof call.answer>>(call.path);
    if (result.status === 401) return;
    checkAnswer(call, result.status, result.data);
    if (result.ok && result.data.user) {
      setUser(result.data.user);
      setSetupRequired(result.data.two_factor_setup_required === true);
    }
  }, [api]);

  const value = useMemo(
    () => ({
      status,
      loggedOut,
      user,
      setupRequired,
      login,
      loginWithCode,
      acceptInvitation,
      logout,
      endedBecause,
      api,
      download,
      refreshUser,
    }),
    [
      status,
      loggedOut,
      user,
      setupRequired,
      login,
      loginWithCode,
      acceptInvitation,
      logout,
      endedBecause,
      api,
      download,
      refreshUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth is used outside AuthProvider");
  return state;
}
