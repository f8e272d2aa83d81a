import { X } from "lucide-react";
import { type ChangeEvent, type Ref, useRef } from "react";
import { LIMITS } from "../../../contract/constants.ts";
import type { ImageFieldCopy } from "../content/common.ts";
import { useImageUpload } from "../lib/api-query.ts";
import { ACCEPTED_IMAGE_TYPES } from "../lib/image-file.ts";
import { buttonClass } from "./button-class.ts";
import { Field, fieldAria, Spinner } from "./ui.tsx";

export interface ImageUploadTexts {
  label: string;
  hint: string;
  noImage: string;
  preview: string;
  tooLarge: string;
  unsupported: string;
  uploadFailed: string;
  uploading: string;
  // absent: the picture cannot be removed, only replaced
  remove?: string;
}

// an image field's texts from a form's copy
export function imageTexts(
  copy: ImageFieldCopy,
  { uploading, remove }: { uploading: string; remove?: string },
): ImageUploadTexts {
  return {
    label: copy.image,
    hint: copy.imageHint,
    noImage: copy.noImage,
    preview: copy.preview,
    tooLarge: copy.imageTooLarge,
    unsupported: copy.imageUnsupported,
    uploadFailed: copy.uploadFailed,
    uploading,
    remove,
  };
}

// an image field's file input, the image types it takes, tied to its Field's error and hint
export function ImageFileInput({
  id,
  error,
  hint,
  inputRef,
  disabled,
  onChange,
}: {
  id: string;
  error?: string;
  hint: string;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(",")}
      disabled={disabled}
      onChange={onChange}
      {...fieldAria(id, error, hint)}
      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-50"
    />
  );
}

// a picture uploaded as soon as it is chosen (POST /api/upload), so that the form around it saves
// a path like any other field: checked here first (type, 5 MB), previewed once uploaded
export function ImageUploadField({
  id,
  path,
  error,
  required = false,
  texts,
  onUploaded,
  onRemove,
  onError,
  onBusy,
}: {
  id: string;
  path: string | null;
  error?: string;
  required?: boolean;
  texts: ImageUploadTexts;
  onUploaded: (path: string) => void;
  onRemove?: () => void;
  onError: (message: string) => void;
  // while an upload runs, so that the form waits for it before saving
  onBusy?: (busy: boolean) => void;
}) {
  const { upload, uploading } = useImageUpload();
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
      ? texts.unsupported
      : file.size > LIMITS.uploadMaxBytes
        ? texts.tooLarge
        : null;
    if (problem) {
      onError(problem);
      if (input.current) input.current.value = "";
      return;
    }
    onBusy?.(true);
    try {
      const path = await upload(file, texts.uploadFailed, onError);
      if (path) onUploaded(path);
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <Field id={id} label={texts.label} error={error} hint={texts.hint} required={required}>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {path ? (
          <img
            src={path}
            alt={texts.preview}
            width={160}
            height={113}
            className="h-[113px] w-40 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        ) : (
          <span className="flex h-[113px] w-40 items-center justify-center rounded border-2 border-dashed border-slate-300 text-xs text-slate-500">
            {texts.noImage}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <ImageFileInput
            id={id}
            error={error}
            hint={texts.hint}
            inputRef={input}
            disabled={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {path && texts.remove && onRemove && (
            <button
              type="button"
              className={`${buttonClass("secondary", "sm")} self-start`}
              onClick={() => {
                if (input.current) input.current.value = "";
                onRemove();
              }}
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {texts.remove}
            </button>
          )}
          {uploading && <Spinner label={texts.uploading} className="justify-start py-2" />}
        </div>
      </div>
    </Field>
  );
}
