import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { projectTitleSlug } from "../../../../contract/project-slug.ts";
import type { ApiProject } from "../../../../contract/projects.ts";
import { SLUG_PATTERN, slugify } from "../../../../contract/slug.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import type { CustomFieldProps } from "../../components/record-screen.tsx";
import { Field, fieldAria, inputClass } from "../../components/ui.tsx";
import { fill } from "../../content/common.ts";
import { adminProjects } from "../../content/projects.ts";

// what the address box shows; the form's `slug` is what is sent (a field the schema leaves out)
export const SLUG_SHOWN = "slug_shown";

// the slug the form sends for a project: its own, or none while it is its title's (the server
// then makes it from the title, unique)
export function ownSlug(project: ApiProject | null): string {
  return project && project.slug !== projectTitleSlug(project) ? project.slug : "";
}

// a project's page address: it follows the Vietnamese title while it is the title's (a new
// project, or one whose address was made from its title) and until staff type an address of their
// own; emptied, it follows the title again. Following, the form sends no slug.
export function ProjectSlugField({ id, label, error, item, form }: CustomFieldProps) {
  const project = item as ApiProject | null;
  const copy = adminProjects[useAdminLanguage()].form;
  const { register, setValue, getValues, watch, control } = form;
  const following = useRef(ownSlug(project) === "");
  const [followingTitle, setFollowingTitle] = useState(following.current);
  const show = (typed: string) => {
    following.current = typed === "";
    setFollowingTitle(following.current);
    setValue("slug", typed, { shouldDirty: true });
  };
  useEffect(() => {
    const titleSlug = () => projectTitleSlug({ title: getValues("title"), title_vi: getValues("title_vi") });
    if (following.current) setValue(SLUG_SHOWN, titleSlug());
    const subscription = watch((_values, { name }) => {
      if ((name === "title_vi" || name === "title") && following.current) setValue(SLUG_SHOWN, titleSlug());
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues]);
  const shown = String(useWatch({ control, name: SLUG_SHOWN }) ?? "");
  const hintId = `${id}-hint`;
  const renamed = project && shown && shown !== project.slug && SLUG_PATTERN.test(shown);

  return (
    <div className="space-y-2">
      <Field id={id} label={label} error={error}>
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
            {...register(SLUG_SHOWN, {
              onChange: (event: { target: { value: string } }) => show(event.target.value.trim()),
              onBlur: (event: { target: { value: string } }) => {
                const typed = event.target.value.trim();
                // emptied: made from the title again; typed with capitals, marks or spaces: made a slug
                if (typed === "") {
                  setValue(
                    SLUG_SHOWN,
                    projectTitleSlug({ title: getValues("title"), title_vi: getValues("title_vi") }),
                  );
                } else if (!SLUG_PATTERN.test(typed) && slugify(typed)) {
                  setValue(SLUG_SHOWN, slugify(typed));
                  show(slugify(typed));
                }
              },
            })}
            {...fieldAria(id, error)}
            aria-describedby={error ? `${id}-error ${hintId}` : hintId}
            className={`${inputClass} min-w-0 rounded-l-none`}
          />
        </div>
      </Field>
      <div id={hintId} className="space-y-1 text-sm text-slate-600">
        <p>{followingTitle ? `${copy.slugFromTitle} ${copy.slugRules}` : `${copy.slugRules} ${copy.slugEmpty}`}</p>
        {renamed && (
          <p className="font-medium text-amber-800">{fill(copy.slugRedirect, { old: `/projects/${project.slug}` })}</p>
        )}
      </div>
    </div>
  );
}
