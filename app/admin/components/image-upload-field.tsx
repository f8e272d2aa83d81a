import { Images, X } from "lucide-react";
import { type ChangeEvent, type ReactNode, type Ref, useRef, useState } from "react";
import type { Language } from "../../../contract/constants.ts";
import { LIMITS } from "../../../contract/constants.ts";
import type { ApiMediaItem } from "../../../contract/media.ts";
import { useAdminLanguage } from "../../lib/admin-language.ts";
import { adminCommon, type ImageFieldCopy } from "../content/common.ts";
import { adminMedia } from "../content/media.ts";
import { useImageUpload } from "../lib/api-query.ts";
import { ACCEPTED_IMAGE_TYPES } from "../lib/image-file.ts";
import { buttonClass } from "./button-class.ts";
import { MediaPickerDialog } from "./media-library.tsx";
import { Field, fieldAria, IconButton, Spinner } from "./ui.tsx";

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

// an image field's texts: its own (label, hint, …) from a form's copy, the rest as every image
// field says it
export function imageTexts(
  copy: ImageFieldCopy,
  language: Language,
  { remove }: { remove?: string } = {},
): ImageUploadTexts {
  const common = adminCommon[language].image;
  return {
    label: copy.image,
    hint: copy.imageHint,
    noImage: copy.noImage,
    preview: copy.preview,
    tooLarge: common.tooLarge,
    unsupported: common.unsupported,
    uploadFailed: common.uploadFailed,
    uploading: common.uploading,
    remove,
  };
}

const PICKER_LOOK = {
  // a certificate's or a news item's picture, a logo: small and whole
  small: {
    row: "mt-1 flex flex-wrap items-center gap-4",
    placeholder:
      "flex h-[113px] w-40 items-center justify-center rounded border-2 border-dashed border-slate-300 text-xs text-slate-500",
    column: "flex min-w-0 flex-1 flex-col gap-2",
  },
  // a project's photo, in the shape its card shows it
  wide: {
    row: "mt-2 flex flex-col gap-4 sm:flex-row sm:items-start",
    placeholder:
      "flex aspect-[8/5] w-full items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-sm text-slate-500 sm:w-56",
    column: "min-w-0 flex-1 space-y-3",
  },
};

// an image field: its label, hint and error, the picture (or a placeholder) and beside it the file
// input, of the image types the server takes, with what the field adds under it
export function ImagePicker({
  id,
  error,
  required = false,
  texts,
  look,
  preview,
  input,
  children,
  onPick,
}: {
  id: string;
  error?: string;
  required?: boolean;
  texts: { label: string; hint: string; noImage: string };
  look: keyof typeof PICKER_LOOK;
  // the picture; null: the placeholder
  preview: ReactNode;
  input: {
    ref: Ref<HTMLInputElement>;
    disabled: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  // under the file input: a note, the remove button, the upload's spinner
  children?: ReactNode;
  // an image of the media library chosen instead of a file
  onPick: (item: ApiMediaItem) => void;
}) {
  const classes = PICKER_LOOK[look];
  const [picking, setPicking] = useState(false);
  const copy = adminMedia[useAdminLanguage()].picker;
  return (
    <Field id={id} label={texts.label} error={error} hint={texts.hint} required={required}>
      <div className={classes.row}>
        {preview ?? <div className={classes.placeholder}>{texts.noImage}</div>}
        <div className={classes.column}>
          <input
            ref={input.ref}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            disabled={input.disabled}
            onChange={input.onChange}
            {...fieldAria(id, error, texts.hint)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-50"
          />
          <button
            type="button"
            className={`${buttonClass("secondary", "sm")} self-start`}
            disabled={input.disabled}
            onClick={() => setPicking(true)}
          >
            <Images className="h-4 w-4" aria-hidden="true" />
            {copy.open}
          </button>
          <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={onPick} />
          {children}
        </div>
      </div>
    </Field>
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
  look = "small",
}: {
  id: string;
  path: string | null;
  error?: string;
  required?: boolean;
  texts: ImageUploadTexts;
  // small and whole (a certificate, a logo), or wide in the shape a project's card shows it
  look?: keyof typeof PICKER_LOOK;
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
    <ImagePicker
      id={id}
      error={error}
      required={required}
      texts={texts}
      look={look}
      preview={
        path && look === "wide" ? (
          <img
            src={path}
            alt={texts.preview}
            className="aspect-[8/5] w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200 sm:w-56"
          />
        ) : path ? (
          <img
            src={path}
            alt={texts.preview}
            width={160}
            height={113}
            className="h-[113px] w-40 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        ) : null
      }
      input={{ ref: input, disabled: uploading, onChange: (event) => void choose(event.target.files?.[0]) }}
      onPick={(item) => {
        if (input.current) input.current.value = "";
        onUploaded(item.path);
      }}
    >
      {path && texts.remove && onRemove && (
        <IconButton
          icon={X}
          label={texts.remove}
          className={`${buttonClass("secondary", "sm")} self-start`}
          onClick={() => {
            if (input.current) input.current.value = "";
            onRemove();
          }}
        />
      )}
      {uploading && <Spinner label={texts.uploading} className="justify-start py-2" />}
    </ImagePicker>
  );
}
