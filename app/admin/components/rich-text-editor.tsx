import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Images, Italic, Link2, List, ListOrdered, TextQuote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Language } from "../../../contract/constants.ts";
import { isAllowedHref } from "../../../contract/rich-text-links.ts";
import type { adminCommon } from "../content/common.ts";
import { useImageUpload } from "../lib/api-query.ts";
import { MediaPickerDialog } from "./media-library.tsx";
import { cleanPastedHtml } from "./pasted-html.ts";
import { toRichText } from "./rich-text-value.ts";

// A rich text (a legal page's section) in Tiptap, loaded lazily by the page form and only in the
// back office. The toolbar offers what the site renders: a subheading (level 3: the section's
// title is the level-2 one), bold, italic, lists and links. What it stores is the editor's JSON
// narrowed to contract/rich-text.ts (rich-text-value.ts), never HTML.

type ToolbarCopy = (typeof adminCommon)["vi"]["editor"]["toolbar"];

export default function RichTextEditor({
  id,
  labelId,
  lang,
  value,
  error,
  copy,
  onChange,
  headings = [3],
  quote = false,
  images = false,
}: {
  // pictures: uploaded from the toolbar, with a description and a caption (a news item's text)
  images?: boolean;
  // the heading levels the toolbar offers (a legal section's text: 3, under its h2; a news
  // item's: 2 and 3), and whether it offers a quote
  headings?: readonly (2 | 3)[];
  quote?: boolean;
  id: string;
  labelId: string;
  lang: Language;
  value: unknown;
  error?: string;
  copy: ToolbarCopy;
  onChange: (value: unknown) => void;
}) {
  // what the editor wrote since a value last came from elsewhere: its own echoes (which may arrive
  // a keystroke late) leave its content alone, any other value (a list's entries moved, a draft
  // discarded) replaces it
  const written = useRef(new Set<string>([JSON.stringify(value ?? null)]));
  const latest = useRef({ onChange, error });
  latest.current = { onChange, error };
  const editor = useEditor({
    immediatelyRender: false,
    // its stylesheet in a <style> element would break the strict style policy (decision 020)
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: false,
      }),
      // a picture's size (from its upload) keeps its place on the page while it loads
      Image.extend({
        addAttributes() {
          return { ...this.parent?.(), width: { default: null }, height: { default: null } };
        },
      }).configure({ inline: false, allowBase64: false }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        isAllowedUri: (url) => isAllowedHref(url),
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    content: (value as object) ?? { type: "doc", content: [] },
    editorProps: {
      // Word's and Google Docs' structure kept, their styles left behind (pasted-html.ts)
      transformPastedHTML: cleanPastedHtml,
      attributes: () => ({
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-invalid": latest.current.error ? "true" : "false",
        ...(latest.current.error ? { "aria-describedby": `${id}-error` } : {}),
        lang,
        class:
          "rich-text-editor space-y-2 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 min-h-32 max-h-[28rem] overflow-y-auto rounded-b-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600",
      }),
    },
    onUpdate: ({ editor: current }) => {
      const next = toRichText(current.getJSON());
      written.current.add(JSON.stringify(next));
      latest.current.onChange(next);
    },
  });

  useEffect(() => {
    if (!editor) return;
    const incoming = JSON.stringify(value ?? null);
    if (written.current.has(incoming)) return;
    written.current = new Set([incoming]);
    editor.commands.setContent((value as object) ?? { type: "doc", content: [] }, { emitUpdate: false });
  }, [editor, value]);

  // a new error (or none): the editable element's attributes again
  // biome-ignore lint/correctness/useExhaustiveDependencies: the error is the trigger
  useEffect(() => {
    editor?.view.setProps({});
  }, [editor, error]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current?.isActive("heading", { level: 2 }) ?? false,
      heading: current?.isActive("heading", { level: 3 }) ?? false,
      quote: current?.isActive("blockquote") ?? false,
      image: current?.isActive("image") ?? false,
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  // a picture: uploaded, described (required), captioned (optional), put where the cursor is
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploadImage } = useImageUpload();
  const [picking, setPicking] = useState(false);
  const addImage = async (file: File) => {
    const image = await uploadImage(file, copy.imageFailed);
    if (image) insertImage(image, "");
  };
  // described (the library's description in the text's language offered), then put in place
  const insertImage = (image: { path: string; width: number; height: number }, description: string) => {
    const alt = window.prompt(copy.imageAlt, description)?.trim();
    if (!alt) return;
    const title = window.prompt(copy.imageCaption, "")?.trim() || null;
    // after the selection, never in its place (a selected word stays)
    const at = editor?.state.selection.to ?? 0;
    chain()
      ?.insertContentAt(at, {
        type: "image",
        attrs: { src: image.path, alt, title, width: image.width || null, height: image.height || null },
      })
      .run();
  };
  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(copy.linkPrompt, previous);
    if (href === null) return;
    if (href.trim() === "") {
      chain()?.extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!isAllowedHref(href.trim())) return;
    chain()?.extendMarkRange("link").setLink({ href: href.trim() }).run();
  };

  type Key =
    | "heading2"
    | "heading"
    | "quote"
    | "image"
    | "libraryImage"
    | "bold"
    | "italic"
    | "bulletList"
    | "orderedList"
    | "link";
  const buttons: { key: Key; label: string; Icon: typeof Bold; run: () => unknown }[] = [
    ...(headings.includes(2)
      ? [
          {
            key: "heading2" as const,
            label: copy.heading2,
            Icon: Heading2,
            run: () => chain()?.toggleHeading({ level: 2 }).run(),
          },
        ]
      : []),
    ...(headings.includes(3)
      ? [
          {
            key: "heading" as const,
            label: copy.heading,
            Icon: Heading3,
            run: () => chain()?.toggleHeading({ level: 3 }).run(),
          },
        ]
      : []),
    { key: "bold", label: copy.bold, Icon: Bold, run: () => chain()?.toggleBold().run() },
    { key: "italic", label: copy.italic, Icon: Italic, run: () => chain()?.toggleItalic().run() },
    { key: "bulletList", label: copy.bulletList, Icon: List, run: () => chain()?.toggleBulletList().run() },
    { key: "orderedList", label: copy.orderedList, Icon: ListOrdered, run: () => chain()?.toggleOrderedList().run() },
    ...(images
      ? [
          { key: "image" as const, label: copy.image, Icon: ImagePlus, run: () => fileInput.current?.click() },
          { key: "libraryImage" as const, label: copy.imageFromLibrary, Icon: Images, run: () => setPicking(true) },
        ]
      : []),
    ...(quote
      ? [{ key: "quote" as const, label: copy.quote, Icon: TextQuote, run: () => chain()?.toggleBlockquote().run() }]
      : []),
    { key: "link", label: copy.link, Icon: Link2, run: setLink },
  ];

  return (
    <div className="mt-1">
      <div
        role="toolbar"
        aria-label={copy.label}
        aria-controls={id}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 p-1"
      >
        {buttons.map(({ key, label, Icon, run }) => (
          <button
            key={key}
            type="button"
            aria-label={label}
            title={label}
            aria-pressed={key === "libraryImage" ? undefined : (active?.[key] ?? false)}
            disabled={!editor}
            // a click keeps the focus and the selection in the text (the keyboard reaches the
            // button by Tab, and the command gives the focus back)
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
            className="inline-flex h-8 w-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {images && (
        <MediaPickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(item) =>
            insertImage(
              item,
              (lang === "vi" ? item.alt_vi : item.alt) ?? (lang === "vi" ? item.alt : item.alt_vi) ?? "",
            )
          }
        />
      )}
      {images && (
        <input
          ref={fileInput}
          id={`${id}-image`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void addImage(file);
          }}
        />
      )}
    </div>
  );
}
