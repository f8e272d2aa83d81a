import { Database, Globe, type LucideIcon, RefreshCw, Server } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import { buttonClass } from "../../components/admin/modal.tsx";
import { fill } from "../../content/admin/common.ts";
import { adminDashboard } from "../../content/admin/dashboard.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { formatTime } from "../../lib/format.ts";

interface HealthCheck {
  database: boolean;
  api: boolean;
  website: boolean;
  at: Date;
}

// the real state: the API answers /api/health (its database too when it says "ok"), and the
// public home page answers
async function checkHealth(): Promise<HealthCheck> {
  const [health, site] = await Promise.allSettled([
    apiRequest<{ status?: string; database?: string }>("/api/health"),
    fetch("/", { method: "HEAD", cache: "no-store", signal: AbortSignal.timeout(LIMITS.requestTimeoutMs) }),
  ]);
  const answer = health.status === "fulfilled" ? health.value : null;
  return {
    api: answer?.data.status === "ok" || answer?.data.status === "error",
    database: answer?.ok === true && answer.data.database === "ok",
    website: site.status === "fulfilled" && site.value.ok,
    at: new Date(),
  };
}

// System Status: checked each time the Overview tab opens, and again on request
export function SystemStatus() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].overview;
  const [check, setCheck] = useState<HealthCheck | null>(null);
  const [checking, setChecking] = useState(true);
  const latest = useRef(0);

  const run = useCallback(async () => {
    const request = ++latest.current;
    setChecking(true);
    const result = await checkHealth();
    if (request !== latest.current) return;
    setCheck(result);
    setChecking(false);
  }, []);

  useEffect(() => {
    void run();
    // a check still running when the tab closes is ignored
    return () => {
      latest.current++;
    };
  }, [run]);

  const rows: { key: keyof Omit<HealthCheck, "at">; label: string; icon: LucideIcon }[] = [
    { key: "database", label: copy.database, icon: Database },
    { key: "api", label: copy.api, icon: Server },
    { key: "website", label: copy.website, icon: Globe },
  ];

  return (
    <section
      aria-labelledby="system-status-heading"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="system-status-heading" className="text-lg font-semibold text-slate-900">
          {copy.systemStatus}
        </h2>
        <button type="button" onClick={run} disabled={checking} className={buttonClass("secondary", "sm")}>
          <RefreshCw className={`h-4 w-4 ${checking ? "animate-spin" : ""}`} aria-hidden="true" />
          {copy.recheck}
        </button>
      </div>
      <ul className="mt-4 divide-y divide-slate-100" aria-live="polite" aria-busy={checking}>
        {rows.map(({ key, label, icon: Icon }) => {
          const online = check?.[key] === true;
          const state = checking ? copy.checking : online ? copy.online : copy.offline;
          const dot = checking ? "bg-slate-300" : online ? "bg-green-500" : "bg-red-500";
          const text = checking ? "text-slate-600" : online ? "text-green-800" : "text-red-700";
          return (
            <li key={key} className="flex items-center justify-between gap-3 py-3">
              <span className="flex items-center gap-3 text-slate-800">
                <Icon className="h-5 w-5 text-slate-500" aria-hidden="true" />
                {label}
              </span>
              <span className={`flex items-center gap-2 text-sm font-semibold ${text}`}>
                <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dot}`} />
                {state}
              </span>
            </li>
          );
        })}
      </ul>
      {check && (
        <p className="mt-2 text-xs text-slate-600">{fill(copy.checkedAt, { time: formatTime(check.at, language) })}</p>
      )}
    </section>
  );
}
