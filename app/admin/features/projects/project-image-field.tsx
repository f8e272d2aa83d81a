import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { ImageFileInput } from "../../components/image-upload-field.tsx";
import { Field } from "../../components/ui.tsx";
import { adminProjects } from "../../content/projects.ts";
import { checkImageFile } from "../../lib/image-file.ts";
import { ProjectThumbnail } from "./project-thumbnail.tsx";
import type { ImageChoice } from "./types.ts";

// a temporary address for a chosen file, released when the file changes or the form closes
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

// the project's picture: choose a file (checked here, uploaded on save), see it, or remove it
export function ProjectImageField({
  id,
  value,
  error,
  disabled,
  onChange,
  onError,
}: {
  id: string;
  value: ImageChoice;
  error?: string;
  disabled: boolean;
  onChange: (value: ImageChoice) => void;
  onError: (message: string | undefined) => void;
}) {
  const copy = adminProjects[useAdminLanguage()].form;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(value.file);
  const src = value.file ? previewUrl : value.path;

  // once the chosen file is uploaded (or removed) the input no longer names it
  useEffect(() => {
    if (!value.file && input.current) input.current.value = "";
  }, [value.file]);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      event.target.value = "";
      onError(problem === "tooLarge" ? copy.imageTooLarge : copy.imageUnsupported);
      return;
    }
    onError(undefined);
    onChange({ file, path: value.path });
  };

  return (
    <Field id={id} label={copy.image} error={error} hint={copy.imageHint}>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        {src ? (
          <ProjectThumbnail key={src} src={src} alt={copy.previewAlt} className="aspect-[8/5] w-full sm:w-56" />
        ) : (
          <div className="flex aspect-[8/5] w-full items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-sm text-slate-500 sm:w-56">
            {copy.noImage}
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <ImageFileInput
            id={id}
            error={error}
            hint={copy.imageHint}
            inputRef={input}
            disabled={disabled}
            onChange={choose}
          />
          {value.file && <p className="text-sm text-slate-600">{copy.newImageNote}</p>}
          {(value.file || value.path) && (
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => {
                onError(undefined);
                onChange({ file: null, path: null });
              }}
              disabled={disabled}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {copy.removeImage}
            </button>
          )}
        </div>
      </div>
    </Field>
  );
}
