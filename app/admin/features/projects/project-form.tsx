import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { PROJECT_STATUS } from "../../../../contract/constants.ts";
import { translateApiMessage } from "../../../../contract/messages.ts";
import { projectTitleSlug } from "../../../../contract/project-slug.ts";
import { ProjectInputSchema } from "../../../../contract/projects.ts";
import { SLUG_PATTERN, slugify } from "../../../../contract/slug.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { adminCommon, fill } from "../../content/common.ts";
import { adminProjects } from "../../content/projects.ts";
import type { MutationForm } from "../../lib/api-query.ts";
import { textValues } from "../../lib/records.ts";
import { ProjectImageField } from "./project-image-field.tsx";
import type { AdminProject, ImageChoice, ProjectFormInput, ProjectFormOutput } from "./types.ts";

type FieldName = FieldPath<ProjectFormInput>;
// the form's text fields, as the record has them
const TEXT_FIELDS = [
  "title",
  "title_vi",
  "location",
  "location_vi",
  "description",
  "description_vi",
  "services_provided",
  "services_provided_vi",
  "slug",
  "image_alt",
  "image_alt_vi",
] as const;
const FIELDS = new Set<string>([...TEXT_FIELDS, "status", "display_order"]);

function formValues(project: AdminProject | null): ProjectFormInput {
  return {
    ...textValues(project, TEXT_FIELDS),
    status: String(project?.status ?? PROJECT_STATUS.ACTIVE),
    display_order: String(project?.display_order ?? 0),
  };
}

// the add/edit form of a project: every field of ProjectInputSchema; a new image is uploaded
// first, then the project is saved with the returned path
export function ProjectForm({
  project,
  uploadImage,
  saveProject,
  onCancel,
  onSaved,
}: {
  project: AdminProject | null;
  uploadImage: (file: File) => Promise<string | null>;
  saveProject: (
    values: ProjectFormOutput,
    imagePath: string | null,
    id: number | undefined,
    form: MutationForm,
  ) => Promise<boolean>;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const language = useAdminLanguage();
  const copy = adminProjects[language].form;
  const common = adminCommon[language];
  const idPrefix = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(ProjectInputSchema),
    defaultValues: formValues(project),
  });

  // the page address follows the Vietnamese title while it is the title's (a new project, or one
  // whose address was made from its title) and until staff type an address of their own; emptied,
  // it follows the title again. Following, the form sends no slug: the server makes it unique.
  const following = useRef(!project || project.slug === projectTitleSlug(project));
  const [followingTitle, setFollowingTitle] = useState(following.current);
  const follow = (value: boolean) => {
    following.current = value;
    setFollowingTitle(value);
  };
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if ((name === "title_vi" || name === "title") && following.current) {
        setValue(
          "slug",
          projectTitleSlug({ title: String(values.title ?? ""), title_vi: String(values.title_vi ?? "") }),
        );
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);
  const slug = String(useWatch({ control, name: "slug" }) ?? "");
  const [image, setImage] = useState<ImageChoice>({ file: null, path: project?.image_path ?? null });
  const [imageError, setImageError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const message = (key: string | undefined) => (key ? translateApiMessage(key, language) : undefined);
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = handleSubmit(async (values) => {
    let imagePath = image.path;
    if (image.file) {
      setImageError(undefined);
      setUploading(true);
      const uploaded = await uploadImage(image.file);
      setUploading(false);
      if (!uploaded) {
        setImageError(adminProjects[language].toast.uploadRetry);
        return;
      }
      imagePath = uploaded;
      // kept, so that saving again after a refused save does not upload the file twice
      setImage({ file: null, path: uploaded });
    }
    let focused = false;
    const saved = await saveProject(following.current ? { ...values, slug: null } : values, imagePath, project?.id, {
      fields: [...FIELDS, "image_path"],
      setError: (name: string, error: { type: string; message: string }) => {
        if (name === "image_path") setImageError(message(error.message));
        else setError(name as FieldName, error, { shouldFocus: !focused });
        focused = true;
      },
    });
    if (saved) onSaved();
  });

  const text = (name: FieldName, label: string, options: { required?: boolean; hint?: string; rows?: number } = {}) => {
    const error = message(errors[name]?.message);
    const props = {
      ...register(name),
      ...fieldAria(id(name), error, options.hint),
      "aria-required": options.required,
      className: inputClass,
    };
    return (
      <Field id={id(name)} label={label} error={error} hint={options.hint} required={options.required}>
        {options.rows ? (
          <textarea rows={options.rows} {...props} />
        ) : (
          <input type="text" autoComplete="off" {...props} />
        )}
      </Field>
    );
  };

  const slugError = message(errors.slug?.message);
  const slugRegistration = register("slug", {
    onChange: (event: { target: { value: string } }) => follow(event.target.value.trim() === ""),
    onBlur: (event: { target: { value: string } }) => {
      const typed = event.target.value.trim();
      // emptied: made from the title again; typed with capitals, marks or spaces: made a slug
      if (typed === "") setValue("slug", projectTitleSlug({ title: watch("title"), title_vi: watch("title_vi") }));
      else if (!SLUG_PATTERN.test(typed) && slugify(typed)) setValue("slug", slugify(typed), { shouldValidate: true });
    },
  });
  const slugHintId = `${id("slug")}-hint`;
  const renamed = project && slug && slug !== project.slug && SLUG_PATTERN.test(slug);
  const orderError = message(errors.display_order?.message);
  const statusError = message(errors.status?.message);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("title", copy.title, { required: true })}
        {text("title_vi", copy.titleVi, { required: true })}
        {text("location", copy.location, { required: true })}
        {text("location_vi", copy.locationVi, { required: true })}
        {text("description", copy.description, { rows: 4 })}
        {text("description_vi", copy.descriptionVi, { rows: 4 })}
        {text("services_provided", copy.services, { required: true, rows: 3, hint: copy.servicesHint })}
        {text("services_provided_vi", copy.servicesVi, { required: true, rows: 3, hint: copy.servicesHint })}
      </div>

      <fieldset className="space-y-2 border-t border-slate-200 pt-5">
        <legend className="pr-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{copy.address}</legend>
        <Field id={id("slug")} label={copy.slug} error={slugError}>
          <div className="flex min-w-0 items-stretch">
            <span
              aria-hidden="true"
              className="mt-1 flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-50 px-3 text-sm text-slate-600"
            >
              /projects/
            </span>
            <input
              type="text"
              autoComplete="off"
              spellCheck={false}
              {...slugRegistration}
              {...fieldAria(id("slug"), slugError)}
              aria-describedby={slugError ? `${id("slug")}-error ${slugHintId}` : slugHintId}
              className={`${inputClass} min-w-0 rounded-l-none`}
            />
          </div>
        </Field>
        <div id={slugHintId} className="space-y-1 text-sm text-slate-600">
          <p>{followingTitle ? `${copy.slugFromTitle} ${copy.slugRules}` : `${copy.slugRules} ${copy.slugEmpty}`}</p>
          {renamed && (
            <p className="font-medium text-amber-800">
              {fill(copy.slugRedirect, { old: `/projects/${project.slug}` })}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset className="space-y-4 border-t border-slate-200 pt-5">
        <legend className="pr-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{copy.settings}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id("display_order")} label={copy.displayOrder} error={orderError} hint={copy.displayOrderHint}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register("display_order")}
              {...fieldAria(id("display_order"), orderError, copy.displayOrderHint)}
              className={inputClass}
            />
          </Field>
          <Field id={id("status")} label={copy.status} error={statusError}>
            <select {...register("status")} {...fieldAria(id("status"), statusError)} className={inputClass}>
              <option value={String(PROJECT_STATUS.ACTIVE)}>{common.status.active}</option>
              <option value={String(PROJECT_STATUS.INACTIVE)}>{common.status.inactive}</option>
            </select>
          </Field>
        </div>
        <ProjectImageField
          id={id("image")}
          value={image}
          error={imageError}
          disabled={isSubmitting}
          onChange={setImage}
          onError={setImageError}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("image_alt", copy.imageAlt, { hint: copy.imageAltHint })}
          {text("image_alt_vi", copy.imageAltVi, { hint: copy.imageAltHint })}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel} disabled={isSubmitting}>
          {common.action.cancel}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isSubmitting
            ? uploading
              ? copy.uploading
              : common.action.saving
            : project
              ? common.action.save
              : copy.create}
        </button>
      </div>
    </form>
  );
}
