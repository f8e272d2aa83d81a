import { useRef, useState } from "react";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { formatDateTime, formatDay } from "../../lib/format.ts";
import { fill } from "../content/common.ts";
import { adminDateField } from "../content/date-field.ts";
import { dayInputText, momentInputText, parseDayInput, parseMomentInput } from "../lib/date-input.ts";
import { Field, fieldAria, inputClass } from "./ui.tsx";

// the back office's one date control, in place of the browser's date box (which follows the
// browser's language and zone, not the admin's): a labelled text field that shows and takes
// dd/mm/yyyy in both languages (and 28 Nov 2026, 2026-11-28…), says its format in its hint and
// what is wrong in the admin's language. A moment ("moment") is a day and a time on Vietnam's
// clock whatever the browser's zone. The value it hands on stays what the API takes: YYYY-MM-DD,
// or an ISO instant for a moment.

type Mode = "day" | "moment";

const toText = (value: string, mode: Mode) =>
  value === "" ? "" : mode === "day" ? dayInputText(value) : momentInputText(value);
const toValue = (text: string, mode: Mode) => (mode === "day" ? parseDayInput(text) : parseMomentInput(text));

export function DateField({
  id,
  label,
  value,
  onChange,
  mode = "day",
  error,
  hint,
  required,
  min,
  max,
  className,
}: {
  id: string;
  label: string;
  // YYYY-MM-DD (a moment: an ISO instant), "" for none
  value: string;
  // the ISO value; "" when emptied; the typed text itself when it names no date, so the form's
  // own check refuses it rather than keeping the last good one
  onChange: (value: string) => void;
  mode?: Mode;
  error?: string;
  // what the field is for; the format is added to it
  hint?: string;
  required?: boolean;
  // the first and the last day it takes (YYYY-MM-DD), for a day
  min?: string;
  max?: string;
  className?: string;
}) {
  const language = useAdminLanguage();
  const copy = adminDateField[language];
  const [text, setText] = useState(() => toText(value, mode));
  const [touched, setTouched] = useState(false);
  // a value that changes to other than what this field last handed on came from outside (a form
  // reset, the filters cleared) and replaces the text; a parent that keeps its value while the
  // text names no day yet (the audit filters) leaves the typing alone
  const handed = useRef(value);
  const seen = useRef(value);
  if (value !== seen.current) {
    seen.current = value;
    if (value !== handed.current && toValue(text, mode) !== value) setText(toText(value, mode));
  }

  const parsed = text.trim() === "" ? "" : toValue(text, mode);
  const ownError =
    parsed === null
      ? mode === "day"
        ? copy.dayInvalid
        : copy.momentInvalid
      : mode === "day" && parsed && min && parsed < min
        ? fill(copy.before, { date: formatDay(min, language) })
        : mode === "day" && parsed && max && parsed > max
          ? fill(copy.after, { date: formatDay(max, language) })
          : undefined;
  const shownError = error ?? (touched ? ownError : undefined);
  // what was understood, in the admin's form, once it differs from what was typed or in English
  // (where 01/12/2026 could be read as 12 January)
  const readBack =
    parsed && !ownError && (language === "en" || text.trim() !== toText(parsed, mode))
      ? fill(copy.reads, { date: mode === "day" ? formatDay(parsed, language) : formatDateTime(parsed, language) })
      : undefined;
  const fullHint = [hint, mode === "day" ? copy.dayHint : copy.momentHint, readBack].filter(Boolean).join(" ");

  const hand = (next: string) => {
    setText(next);
    const result = next.trim() === "" ? "" : (toValue(next, mode) ?? next);
    handed.current = result;
    onChange(result);
  };

  return (
    <Field id={id} label={label} error={shownError} hint={fullHint} required={required} className={className}>
      <input
        type="text"
        {...fieldAria(id, shownError, fullHint)}
        className={inputClass}
        value={text}
        placeholder={mode === "day" ? "dd/mm/yyyy" : "dd/mm/yyyy hh:mm"}
        autoComplete="off"
        spellCheck={false}
        aria-required={required || undefined}
        onChange={(event) => {
          setTouched(false);
          hand(event.target.value);
        }}
        onBlur={() => {
          setTouched(true);
          // written back in the field's own form (2026-11-28 → 28/11/2026), unless that would
          // drop something typed (a moment's seconds)
          if (parsed && toValue(toText(parsed, mode), mode) === parsed) setText(toText(parsed, mode));
        }}
        onKeyDown={(event) => {
          // the arrow keys move a day a day back or on, as the browser's date box did
          if (mode !== "day" || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
          const day = parsed || null;
          if (!day) return;
          event.preventDefault();
          const date = new Date(`${day}T00:00:00Z`);
          date.setUTCDate(date.getUTCDate() + (event.key === "ArrowUp" ? 1 : -1));
          hand(dayInputText(date.toISOString().slice(0, 10)));
        }}
      />
    </Field>
  );
}
