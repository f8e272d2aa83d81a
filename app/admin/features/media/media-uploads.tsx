import { CheckCircle2, CircleAlert, Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { buttonClass } from "../../components/button-class.ts";
import { adminCommon, fill } from "../../content/common.ts";
import { adminMedia } from "../../content/media.ts";
import { useImageUpload } from "../../lib/api-query.ts";
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from "../../lib/image-file.ts";

// The media library's uploads: files dropped on the zone (or chosen) are sent one after the other,
// each with its own progress bar and its outcome; the list is read again after each one.

interface PendingUpload {
  key: number;
  name: string;
  // 0 to 1 while sending
  progress: number;
  state: "waiting" | "sending" | "done" | "failed";
  problem?: string;
}

let uploads = 0;

export function MediaUploads({ onUploaded }: { onUploaded: () => void }) {
  const language = useAdminLanguage();
  const copy = adminMedia[language].drop;
  const common = adminCommon[language].image;
  const { uploadImage } = useImageUpload();
  const [list, setList] = useState<PendingUpload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const change = (key: number, values: Partial<PendingUpload>) =>
    setList((current) => current.map((entry) => (entry.key === key ? { ...entry, ...values } : entry)));

  const send = async (files: File[]) => {
    const queued = files.map((file) => ({ file, key: ++uploads }));
    setList((current) => [
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "waiting" as const })),
      ...current,
    ]);
    for (const { file, key } of queued) {
      const problem = checkImageFile(file);
      if (problem) {
        change(key, { state: "failed", problem: problem === "tooLarge" ? common.tooLarge : common.unsupported });
        continue;
      }
      change(key, { state: "sending" });
      let failure: string | undefined;
      const uploaded = await uploadImage(
        file,
        common.uploadFailed,
        (message) => {
          failure = message;
        },
        (progress) => change(key, { progress }),
      );
      if (uploaded) {
        change(key, { state: "done", progress: 1 });
        onUploaded();
      } else {
        change(key, { state: "failed", problem: failure ?? common.uploadFailed });
      }
    }
    if (input.current) input.current.value = "";
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${id}-label`} className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer's shortcut; the "Choose images" button inside does the same from the keyboard */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="media-drop-zone"
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center ${
          over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
        }`}
      >
        <Upload className="h-8 w-8 text-slate-500" aria-hidden="true" />
        <h2 id={`${id}-label`} className="text-base font-semibold text-slate-900">
          {copy.label}
        </h2>
        <p id={`${id}-hint`} className="max-w-xl text-sm text-slate-600">
          {copy.hint}
        </p>
        <label className={`${buttonClass("primary")} cursor-pointer`}>
          {copy.choose}
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
        </label>
      </div>
      {list.length > 0 && (
        <ul aria-label={copy.uploadsLabel} className="space-y-2">
          {list.map((entry) => (
            <li key={entry.key} className="rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800">{entry.name}</span>
                {entry.state === "done" && (
                  <span className="flex shrink-0 items-center gap-1 text-green-800">
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                    {copy.done}
                  </span>
                )}
                {entry.state === "failed" && (
                  <span className="flex shrink-0 items-center gap-1 text-red-700">
                    <CircleAlert className="h-4 w-4" aria-hidden="true" />
                    {copy.failed}
                  </span>
                )}
              </div>
              {(entry.state === "sending" || entry.state === "waiting" || entry.state === "done") && (
                <progress
                  className="mt-2 h-2 w-full accent-brand-700"
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={fill(copy.progress, { name: entry.name })}
                />
              )}
              {entry.problem && <p className="mt-1 text-sm text-red-700">{entry.problem}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
