import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import { buttonClass } from "../../components/admin/button-class.ts";
import { Field, fieldAria } from "../../components/admin/ui.tsx";
import { adminManagement } from "../../content/admin/management.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { notify } from "../../lib/toast.ts";
import { LogoThumb } from "./logo-thumb.tsx";

const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

// the logo of a company or tool: a file is checked here (type, 5 MB) and previewed; the form
// uploads it when it is saved. Remove clears both the chosen file and the saved logo.
export function LogoField({
  id,
  path,
  file,
  onFile,
  onRemove,
  error,
  disabled,
}: {
  id: string;
  path: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const copy = adminManagement[useAdminLanguage()].logo;
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    let problem: string | undefined;
    if (!ACCEPTED_TYPES.includes(chosen.type)) problem = copy.unsupported;
    else if (chosen.size > LIMITS.uploadMaxBytes) problem = copy.tooLarge;
    setFileError(problem);
    if (problem) {
      notify.error(problem);
      if (input.current) input.current.value = "";
      return;
    }
    onFile(chosen);
  };

  const remove = () => {
    if (input.current) input.current.value = "";
    setFileError(undefined);
    onRemove();
  };

  const shown = previewUrl ?? path;
  const message = fileError ?? error;
  return (
    <Field id={id} label={copy.label} error={message} hint={copy.hint}>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {shown ? (
          <LogoThumb src={shown} alt={copy.preview} brokenText={copy.broken} brokenLabel={copy.brokenLabel} size="lg" />
        ) : (
          <span className="flex h-24 w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 px-2 text-center text-xs text-slate-500">
            {copy.none}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_TYPES.join(",")}
            disabled={disabled}
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            {...fieldAria(id, message, copy.hint)}
          />
          {shown && (
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className={`${buttonClass("secondary", "sm")} self-start`}
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {copy.remove}
            </button>
          )}
        </div>
      </div>
    </Field>
  );
}
