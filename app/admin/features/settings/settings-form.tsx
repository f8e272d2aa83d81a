import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, get, type Resolver, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { type CompanySettings, WEEKDAYS, type Weekday } from "../../../../contract/company.ts";
import { USER_ROLE } from "../../../../contract/constants.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import {
  CompanySettingsSchema,
  type SettingsResponse,
  type SettingsUpdateInput,
} from "../../../../contract/settings.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Field, fieldAria, inputClass, Screen, Spinner } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminSettings } from "../../content/settings.ts";
import { api } from "../../lib/api.ts";
import { useApiMutation, useApiQuery } from "../../lib/api-query.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";

// The form edits the settings as the API has them, but a day of the week is a checkbox and two
// times: a closed day keeps the times it had, should it open again before the save.
interface DayForm {
  isOpen: boolean;
  open: string;
  close: string;
}
type FormValues = Omit<CompanySettings, "hours"> & { hours: Record<Weekday, DayForm> };

const toForm = (settings: CompanySettings): FormValues => ({
  ...settings,
  hours: Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = settings.hours[day];
      return [day, hours ? { isOpen: true, ...hours } : { isOpen: false, open: "08:00", close: "17:00" }];
    }),
  ) as Record<Weekday, DayForm>,
});

const toSettings = (values: FormValues): unknown => ({
  ...values,
  hours: Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { isOpen, open, close } = values.hours[day];
      return [day, isOpen ? { open, close } : null];
    }),
  ),
});

// the contract's schema checks the form, on the settings the form stands for
const schemaResolver = zodResolver(CompanySettingsSchema);
const resolver: Resolver<FormValues, unknown, CompanySettings> = (values, context, options) =>
  schemaResolver(toSettings(values) as CompanySettings, context, options as never) as never;

const sectionClass = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const legendClass = "text-lg font-semibold text-slate-900";

const readSettings = (body: SettingsResponse) => body;

export function SettingsScreen() {
  const language = useAdminLanguage();
  const copy = adminSettings[language];
  const { data: loaded, state, setData: setLoaded } = useApiQuery(api.settings.read(), readSettings, copy.loadFailed);
  const failed = state === "error";

  return (
    <Screen className="mx-auto max-w-5xl" title={copy.title} intro={copy.intro}>
      {loaded ? (
        <SettingsForm initial={loaded} onSaved={setLoaded} />
      ) : failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {copy.loadFailed}
        </p>
      ) : (
        <Spinner label={copy.loading} />
      )}
    </Screen>
  );
}

function SettingsForm({ initial, onSaved }: { initial: SettingsResponse; onSaved: (saved: SettingsResponse) => void }) {
  const language = useAdminLanguage();
  const copy = adminSettings[language];
  const { user } = useAuth();
  const { mutate: run } = useApiMutation();
  const canEdit = user?.role === USER_ROLE.SUPER_ADMIN;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<FormValues, unknown, CompanySettings>({ resolver, defaultValues: toForm(initial.settings) });

  const message = (name: string) => {
    const text = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof text === "string" && text ? translateApiMessage(text, language) : undefined;
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    notify.error(copy.saveFailed);
    // the first marked field, for keyboard and screen reader users
    requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
    return invalid;
  };

  const submit = handleSubmit(async (settings) => {
    // only the groups that changed: a week of hours, an office, the figures…
    const groups = Object.keys(dirtyFields) as (keyof CompanySettings)[];
    if (groups.length === 0) {
      notify.success(copy.unchanged);
      return;
    }
    const body: SettingsUpdateInput = Object.fromEntries(groups.map((group) => [group, settings[group]]));
    const result = await run(
      api.settings.update(body),
      { failed: copy.saveFailed, done: copy.save },
      { form: { setError } },
    );
    if (!result) return;
    reset(toForm(result.settings));
    onSaved(result);
  }, onInvalid);

  const text = (name: string, label: string, options: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <TextField
      name={name}
      label={label}
      hint={options.hint}
      type={options.type}
      error={message(name)}
      registration={register(name as never)}
    />
  );
  const number = (name: string, label: string, hint?: string, step = "1") => (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type="number"
      step={step}
      error={message(name)}
      registration={register(name as never, { valueAsNumber: true })}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {!canEdit && (
        <p className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {copy.readOnly}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {initial.updated_at && initial.updated_by
          ? fill(copy.lastSaved, { date: formatDateTime(initial.updated_at, language), name: initial.updated_by })
          : copy.neverSaved}
      </p>
      <fieldset disabled={!canEdit} className="space-y-6">
        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.company.legend}</legend>
          <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
            {text("name.vi", copy.company.nameVi)}
            {text("name.en", copy.company.nameEn)}
            {text("shortName", copy.company.shortName, { hint: copy.company.shortNameHint })}
            {text("legalName", copy.company.legalName)}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.contact.legend}</legend>
          <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
            {text("hotline", copy.contact.hotline, { hint: copy.contact.hotlineHint, type: "tel" })}
            {text("hotlineInternational", copy.contact.hotlineInternational, {
              hint: copy.contact.hotlineInternationalHint,
              type: "tel",
            })}
            {text("email", copy.contact.email, { type: "email" })}
            {text("zaloUrl", copy.contact.zaloUrl, { type: "url" })}
            <div className="sm:col-span-2">
              {text("mapEmbedUrl", copy.contact.mapEmbedUrl, { hint: copy.contact.mapEmbedUrlHint, type: "url" })}
            </div>
          </div>
        </fieldset>

        {(["headOffice", "transactionOffice", "warehouse"] as const).map((place) => (
          <fieldset key={place} className={sectionClass}>
            <legend className={`${legendClass} float-left w-full`}>{copy.places[place].legend}</legend>
            <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
              {text(`${place}.vi`, copy.places[place].vi)}
              {text(`${place}.en`, copy.places[place].en)}
              <div className="sm:col-span-2">{text(`${place}.mapUrl`, copy.places[place].mapUrl, { type: "url" })}</div>
            </div>
          </fieldset>
        ))}

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.hours.legend}</legend>
          <p className="clear-both pt-1 text-sm text-slate-600">{copy.hours.intro}</p>
          <ul className="mt-4 divide-y divide-slate-200">
            {WEEKDAYS.map((day) => (
              <DayRow
                key={day}
                day={day}
                isOpen={watch(`hours.${day}.isOpen`)}
                register={register}
                openError={message(`hours.${day}.open`)}
                closeError={message(`hours.${day}.close`)}
              />
            ))}
          </ul>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.social.legend}</legend>
          <div className="clear-both grid gap-4 pt-4 sm:grid-cols-3">
            {text("social.youtube", copy.social.youtube, { type: "url" })}
            {text("social.tiktok", copy.social.tiktok, { type: "url" })}
            {text("social.facebook", copy.social.facebook, { type: "url" })}
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.figures.legend}</legend>
          <p className="clear-both pt-1 text-sm text-slate-600">{copy.figures.intro}</p>
          <div className="grid items-end gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-5">
            {number("foundingYear", copy.figures.foundingYear)}
            {number("figures.yearsOfExperience", copy.figures.yearsOfExperience)}
            {number("figures.projectsDelivered", copy.figures.projectsDelivered)}
            {number("figures.followers", copy.figures.followers)}
            {number("figures.connections", copy.figures.connections)}
          </div>
          <p className="mt-2 text-xs text-slate-600">{copy.figures.foundingYearHint}</p>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={`${legendClass} float-left w-full`}>{copy.structured.legend}</legend>
          <p className="clear-both pt-1 text-sm text-slate-600">{copy.structured.intro}</p>
          <div className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="sm:col-span-2">{text("address.street", copy.structured.street)}</div>
            {text("address.locality", copy.structured.locality)}
            {text("address.region", copy.structured.region)}
            {text("address.postalCode", copy.structured.postalCode)}
            {text("address.country", copy.structured.country)}
            {number("geo.latitude", copy.structured.latitude, undefined, "any")}
            {number("geo.longitude", copy.structured.longitude, undefined, "any")}
          </div>
        </fieldset>
      </fieldset>

      {canEdit && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur">
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={!isDirty || isSubmitting}
            onClick={() => reset()}
          >
            {copy.reset}
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={isSubmitting}>
            {isSubmitting ? copy.saving : copy.save}
          </button>
        </div>
      )}
    </form>
  );
}

function TextField({
  name,
  label,
  hint,
  type = "text",
  step,
  error,
  registration,
}: {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  step?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = `settings-${name.replace(/\./g, "-")}`;
  return (
    <Field id={id} label={label} error={error} hint={hint} required>
      <input
        {...registration}
        {...fieldAria(id, error, hint)}
        type={type}
        step={step}
        inputMode={type === "number" ? (step === "any" ? "decimal" : "numeric") : undefined}
        className={inputClass}
      />
    </Field>
  );
}

function DayRow({
  day,
  isOpen,
  register,
  openError,
  closeError,
}: {
  day: Weekday;
  isOpen: boolean;
  register: ReturnType<typeof useForm<FormValues, unknown, CompanySettings>>["register"];
  openError?: string;
  closeError?: string;
}) {
  const copy = adminSettings[useAdminLanguage()].hours;
  const id = useId();
  const dayName = copy.days[day];
  return (
    <li className="grid items-start gap-3 py-3 sm:grid-cols-[10rem_8rem_1fr_1fr]" data-day={day}>
      <p className="pt-2 font-semibold text-slate-800" id={`${id}-day`}>
        {dayName}
      </p>
      <label className="flex items-center gap-2 pt-2 text-sm text-slate-800">
        <input type="checkbox" {...register(`hours.${day}.isOpen`)} className="h-4 w-4 accent-brand-700" />
        {copy.open}
        <span className="sr-only">({dayName})</span>
      </label>
      {isOpen ? (
        <>
          <Field id={`${id}-open`} label={`${copy.opens}`} error={openError}>
            <input
              type="time"
              {...register(`hours.${day}.open`)}
              {...fieldAria(`${id}-open`, openError)}
              aria-label={`${copy.opens} (${dayName})`}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-close`} label={`${copy.closes}`} error={closeError}>
            <input
              type="time"
              {...register(`hours.${day}.close`)}
              {...fieldAria(`${id}-close`, closeError)}
              aria-label={`${copy.closes} (${dayName})`}
              className={inputClass}
            />
          </Field>
        </>
      ) : (
        <p className="pt-2 text-sm text-slate-600 sm:col-span-2">{copy.closed}</p>
      )}
    </li>
  );
}
