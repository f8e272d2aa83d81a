import { Database, Gauge, Globe, type LucideIcon, Mail, RefreshCw, Server } from "lucide-react";
import { useEffect, useState } from "react";
import type { HealthResponse, MailStatus, MailStatusResponse, RedisState } from "../../../../contract/health.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { fill } from "../../content/common.ts";
import { adminDashboard } from "../../content/dashboard.ts";
import { api } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/api-query.ts";

interface HealthCheck {
  database: boolean;
  api: boolean;
  website: boolean;
  // the e-mail outbox; null when it could not be read
  mail: MailStatus | null;
  // the shared limits' Redis, as /api/health says; null when the API did not say
  redis: RedisState | null;
  at: Date;
}

// what /api/health says, also when it answers 503 (the database is down)
const readHealth = (body: HealthResponse, status: number) => ({ ...body, ok: status < 400 });
// the public home page answers (its HTML is no JSON: only the status counts)
const readWebsite = (_body: unknown, status: number) => status < 400;
const readMail = (body: MailStatusResponse) => body.mail;

// the real state: the API answers /api/health (its database too when it says "ok", and whether
// the Redis of the shared limits answers), the public home page answers, and the e-mail outbox as
// /api/health/mail (staff only) reports it; each read through the back office's one query hook,
// quietly (this card shows what failed)
function useHealthCheck() {
  const quiet = { silent: true, readRefusals: true };
  const health = useApiQuery(api.health.check(), readHealth, "", quiet);
  const website = useApiQuery("/", readWebsite, "", quiet);
  const mail = useApiQuery(api.health.mail(), readMail, "", { silent: true });
  const checking = [health, website, mail].some((query) => query.state === "loading");
  const [at, setAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!checking) setAt(new Date());
  }, [checking]);
  const check: HealthCheck | null =
    checking || !at
      ? null
      : {
          api: health.data?.status === "ok" || health.data?.status === "error",
          database: health.data?.ok === true && health.data.database === "ok",
          website: website.data === true,
          mail: mail.data ?? null,
          redis: health.data?.redis ?? null,
          at,
        };
  const recheck = () => {
    for (const query of [health, website, mail]) query.reload();
  };
  return { check, checking, recheck };
}

const MAIL_LOOK = {
  ok: { dot: "bg-green-500", text: "text-green-800" },
  retrying: { dot: "bg-amber-500", text: "text-amber-800" },
  failing: { dot: "bg-red-500", text: "text-red-700" },
  off: { dot: "bg-slate-300", text: "text-slate-600" },
  unknown: { dot: "bg-slate-300", text: "text-slate-600" },
} as const;

// one checked part: its name on the left, its state (a coloured dot and a word) on the right
function StatusLine({
  icon: Icon,
  label,
  look,
  state,
}: {
  icon: LucideIcon;
  label: string;
  look: { dot: string; text: string };
  state: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="flex items-center gap-3 text-slate-800">
        <Icon className="h-5 w-5 text-slate-500" aria-hidden="true" />
        {label}
      </span>
      <span className={`flex items-center gap-2 text-sm font-semibold ${look.text}`}>
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${look.dot}`} />
        {state}
      </span>
    </div>
  );
}

// System Status: checked each time the Overview tab opens, and again on request
export function SystemStatus() {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].overview;
  const { check, checking, recheck: run } = useHealthCheck();

  const rows: { key: "database" | "api" | "website"; label: string; icon: LucideIcon }[] = [
    { key: "database", label: copy.database, icon: Database },
    { key: "api", label: copy.api, icon: Server },
    { key: "website", label: copy.website, icon: Globe },
  ];
  // Redis: online, offline (the servers count alone meanwhile), or not set up (one server)
  const redis = check?.redis ?? null;
  const redisState = checking
    ? { text: copy.checking, dot: "bg-slate-300", color: "text-slate-600" }
    : redis === "ok"
      ? { text: copy.online, dot: "bg-green-500", color: "text-green-800" }
      : redis === "unreachable"
        ? { text: copy.offline, dot: "bg-red-500", color: "text-red-700" }
        : redis === "not configured"
          ? { text: copy.notConfigured, dot: "bg-slate-300", color: "text-slate-600" }
          : { text: copy.unknown, dot: "bg-slate-300", color: "text-slate-600" };

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
            <li key={key} className="py-3">
              <StatusLine icon={Icon} label={label} look={{ dot, text }} state={state} />
            </li>
          );
        })}
        <li className="py-3">
          <StatusLine
            icon={Gauge}
            label={copy.redis}
            look={{ dot: redisState.dot, text: redisState.color }}
            state={redisState.text}
          />
          {!checking && redis === "unreachable" && <p className="mt-1 text-xs text-red-700">{copy.redisUnreachable}</p>}
        </li>
        <MailRow check={check} checking={checking} />
      </ul>
      {check && <p className="mt-2 text-xs text-slate-600">{fill(copy.checkedAt, { time: formatTime(check.at) })}</p>}
    </section>
  );
}

// the e-mail notifications: OK, retrying, failing or not configured, with what waits and failed
function MailRow({ check, checking }: { check: HealthCheck | null; checking: boolean }) {
  const language = useAdminLanguage();
  const copy = adminDashboard[language].overview;
  const mail = check?.mail ?? null;
  const state = mail?.state ?? "unknown";
  const look = checking ? { dot: "bg-slate-300", text: "text-slate-600" } : MAIL_LOOK[state];
  const troubled = mail !== null && (mail.state === "retrying" || mail.state === "failing");
  return (
    <li className="py-3">
      <StatusLine icon={Mail} label={copy.mail} look={look} state={checking ? copy.checking : copy.mailState[state]} />
      {!checking && mail && (mail.state !== "off" || mail.waiting > 0 || mail.failed > 0) && (
        <p className="mt-1 pl-8 text-sm text-slate-600">
          {fill(copy.mailCounts, { waiting: mail.waiting, failed: mail.failed })}
        </p>
      )}
      {!checking && troubled && mail.lastError && (
        <p className="mt-1 break-words pl-8 text-xs text-slate-600">
          {fill(copy.mailLastError, { error: mail.lastError })}
        </p>
      )}
      {!checking && mail?.state === "off" && <p className="mt-1 pl-8 text-xs text-slate-600">{copy.mailOff}</p>}
    </li>
  );
}
