import { AUDIT_STATE_FIELD, type AuditAction, type AuditEntityType, type AuditEntry } from "../../contract/audit.ts";
import type { Db } from "../db/connect.ts";
import type { AuditLogRow, NewAuditLogRow } from "../db/database.ts";
import { auditRepository } from "../repositories/audit.ts";

// The audit trail (decision 013). Every API route that writes declares `config.audit`: what kind
// of record it changes, or `false` (with a comment saying why) for a write that is not a staff
// change. One hook (server/routes/api/index.ts) turns each successful answer of such a route into
// one entry through `auditEntry` below; the login route's failures are recorded too. A route
// says more through `request.audit(note)`.

export interface AuditRoute {
  // the kind of record the route changes
  type: AuditEntityType;
  // what it does; by default from the method: POST create, PUT/PATCH update (a change of state
  // fields alone: status), DELETE delete
  action?: AuditAction;
  // also record a refused answer (4xx) as this action, once the handler has noted the attempt
  // (request.audit): the login route's failed logins
  failure?: AuditAction;
}

// false: the route writes, but not a staff change of a record (say why beside it)
export type AuditDeclaration = AuditRoute | false;

// what a route adds to its entry, through request.audit(note); later notes add to earlier ones
export interface AuditNote {
  // the record as it was before the request: names a deleted record, and narrows an update's
  // fields to those whose value changed
  before?: object;
  // who acted, on a route without a logged-in admin (the login)
  actor?: { id: number | null; user_name: string };
  entityId?: number | null;
  label?: string | null;
  labelVi?: string | null;
  // the fields changed and their new values, when the request body does not say them
  fields?: Record<string, unknown>;
  // how many records one action changed (mark all read)
  count?: number;
  action?: AuditAction;
}

export interface AuditDetails {
  fields: string[];
  values: Record<string, string | number | boolean | null>;
  count?: number;
}

const MAX_FIELDS = 40;
const MAX_FIELD_NAME = 60;
const MAX_VALUE = 50;
const MAX_LABEL = 255;
const MAX_NAME = 100;

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : null;

// what a record is called, in the shapes the API's records have; never a visitor's name (a
// contact message is named by its number: the trail outlives the leads, and an erasure must leave
// nothing of the person in it)
function labelsOf(record: Record_ | undefined): { label: string | null; labelVi: string | null } {
  if (!record) return { label: null, labelVi: null };
  return {
    label: text(record.title ?? record.name ?? record.user_name, MAX_LABEL),
    labelVi: text(record.title_vi ?? record.name_vi, MAX_LABEL),
  };
}

const scalar = (value: unknown) => (value === undefined ? null : value);
function sameValue(a: unknown, b: unknown): boolean {
  const [left, right] = [scalar(a), scalar(b)];
  if (isRecord(left) || Array.isArray(left) || isRecord(right) || Array.isArray(right)) {
    return JSON.stringify(left) === JSON.stringify(right);
  }
  return left === right || (left !== null && right !== null && String(left) === String(right));
}

// the new value of a state field, if it is one a person can read; never free text
function stateValue(value: unknown): string | number | boolean | null | undefined {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return value.slice(0, MAX_VALUE);
  return undefined;
}

export function actionFor(method: string, fields: readonly string[]): AuditAction {
  if (method === "POST") return "create";
  if (method === "DELETE") return "delete";
  return fields.length > 0 && fields.every((field) => AUDIT_STATE_FIELD.test(field)) ? "status" : "update";
}

// the first record an answer carries ({ project }, { user }, { data } …)
function recordOf(payload: unknown): Record_ | undefined {
  if (!isRecord(payload)) return undefined;
  for (const value of Object.values(payload)) {
    if (isRecord(value) && typeof value.id === "number") return value;
  }
  return undefined;
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== "string" || payload.length > 1_000_000) return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

export interface AuditContext {
  route: AuditRoute;
  method: string;
  statusCode: number;
  params: unknown;
  body: unknown;
  // the answer as sent (a JSON string)
  payload: unknown;
  note: AuditNote | null;
  admin: { id: number; user_name: string } | null;
  ip: string;
}

// the entry for one answer, or null when it records nothing
export function auditEntry(context: AuditContext): NewAuditLogRow | null {
  const { route, method, statusCode, note } = context;
  const failed = statusCode >= 400;
  if (failed && !(route.failure && note && statusCode < 500)) return null;

  const answer = failed ? undefined : recordOf(parsePayload(context.payload));
  const before = isRecord(note?.before) ? note.before : undefined;
  const body = isRecord(context.body) ? context.body : {};

  // the fields changed: what the route says, or what the body sent (minus what it left as it was)
  let changes: Record_;
  if (note?.fields) {
    changes = note.fields;
  } else {
    changes = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined) continue;
      if (before && method !== "POST" && key in before && sameValue(before[key], value)) continue;
      changes[key] = value;
    }
  }
  const action: AuditAction =
    note?.action ?? (failed ? (route.failure ?? "update") : (route.action ?? actionFor(method, Object.keys(changes))));
  // a state change without a body (toggle, mark read): the answer's record holds the new state
  if (action === "status" && Object.keys(changes).length === 0 && answer) {
    changes = Object.fromEntries(Object.entries(answer).filter(([key]) => AUDIT_STATE_FIELD.test(key)));
  }

  const fields = Object.keys(changes)
    .slice(0, MAX_FIELDS)
    .map((field) => field.slice(0, MAX_FIELD_NAME));
  const values: AuditDetails["values"] = {};
  for (const field of fields) {
    if (!AUDIT_STATE_FIELD.test(field)) continue;
    const value = stateValue(answer && field in answer ? answer[field] : changes[field]);
    if (value !== undefined) values[field] = value;
  }
  const details: AuditDetails = { fields, values, ...(note?.count !== undefined ? { count: note.count } : {}) };

  const params = isRecord(context.params) ? context.params : {};
  const paramId = typeof params.id === "number" ? params.id : undefined;
  const entityId =
    note?.entityId !== undefined ? note.entityId : (paramId ?? (typeof answer?.id === "number" ? answer.id : null));

  const fromAnswer = labelsOf(answer);
  const fromBefore = labelsOf(before);
  const label = note?.label !== undefined ? text(note.label, MAX_LABEL) : (fromAnswer.label ?? fromBefore.label);
  const labelVi =
    note?.labelVi !== undefined ? text(note.labelVi, MAX_LABEL) : (fromAnswer.labelVi ?? fromBefore.labelVi);

  const actor = note?.actor ?? context.admin;
  return {
    actor_id: actor?.id ?? null,
    actor_name: text(actor?.user_name, MAX_NAME),
    action,
    entity_type: route.type,
    entity_id: entityId,
    label,
    label_vi: labelVi,
    details: JSON.stringify(details),
    ip: text(context.ip, 100),
  };
}

export async function writeAuditEntry(db: Db, entry: NewAuditLogRow): Promise<void> {
  await auditRepository(db).write(entry);
}

function readDetails(json: string): AuditDetails {
  try {
    const parsed: unknown = JSON.parse(json);
    if (isRecord(parsed)) {
      return {
        fields: Array.isArray(parsed.fields) ? parsed.fields.filter((field) => typeof field === "string") : [],
        values: isRecord(parsed.values) ? (parsed.values as AuditDetails["values"]) : {},
        ...(typeof parsed.count === "number" ? { count: parsed.count } : {}),
      };
    }
  } catch {
    // an entry written by hand: shown without its details
  }
  return { fields: [], values: {} };
}

// a row as the API sends it
export function publicAuditEntry(row: AuditLogRow): AuditEntry {
  const details = readDetails(row.details);
  return {
    id: row.id,
    created_at: row.created_at,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    label: row.label,
    label_vi: row.label_vi,
    fields: details.fields,
    values: details.values,
    count: details.count ?? null,
    ip: row.ip,
  };
}
