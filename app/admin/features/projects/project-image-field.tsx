import { Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { ImagePicker } from "../../components/image-upload-field.tsx";
import { IconButton } from "../../components/ui.tsx";
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
    <ImagePicker
      id={id}
      error={error}
      texts={{ label: copy.image, hint: copy.imageHint, noImage: copy.noImage }}
      look="wide"
      preview={
        src ? (
          <ProjectThumbnail key={src} src={src} alt={copy.previewAlt} className="aspect-[8/5] w-full sm:w-56" />
        ) : null
      }
      input={{ ref: input, disabled, onChange: choose }}
      onPick={(item) => {
        onError(undefined);
        onChange({ file: null, path: item.path });
      }}
    >
      {value.file && <p className="text-sm text-slate-600">{copy.newImageNote}</p>}
      {(value.file || value.path) && (
        <IconButton
          icon={Trash2}
          label={copy.removeImage}
          className={buttonClass("secondary", "sm")}
          onClick={() => {
            onError(undefined);
            onChange({ file: null, path: null });
          }}
          disabled={disabled}
        />
      )}
    </ImagePicker>
  );
}
