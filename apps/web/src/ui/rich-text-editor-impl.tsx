import TextAlign from "@tiptap/extension-text-align";
import { BackgroundColor, Color, TextStyle } from "@tiptap/extension-text-style";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useEffect } from "react";
import type { RichTextEditorProps } from "./rich-text-editor";

const EMPTY = "<p></p>";
const colours = [
  { value: "#16191d", label: "Noir" },
  { value: "#c0362c", label: "Rouge" },
  { value: "#1f5fbf", label: "Bleu" },
  { value: "#1f7a44", label: "Vert" },
  { value: "#a35f00", label: "Orange" },
];
/** Light tints, so that text of any colour stays readable on them. */
const backgrounds = [
  { value: "#fff3a3", label: "Jaune" },
  { value: "#d5f5dd", label: "Vert" },
  { value: "#d6e6fb", label: "Bleu" },
  { value: "#fde0dc", label: "Rose" },
  { value: "#e9e9ec", label: "Gris" },
];

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rte-button"
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {/* Named by its words, not by its glyph ('1.≡' is no name, and a label unlike it is confusing). */}
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function Toolbar({ editor, withBackground }: { editor: Editor; withBackground: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: ([2, 3, 4] as const).find((level) => e.isActive("heading", { level })) ?? 0,
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      align: (["center", "right", "justify"] as const).find((a) => e.isActive({ textAlign: a })) ?? "left",
      color: (e.getAttributes("textStyle").color as string | undefined) ?? "",
      background: (e.getAttributes("textStyle").backgroundColor as string | undefined) ?? "",
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setBlock = (level: string) => {
    if (level === "0") chain().setParagraph().run();
    else
      chain()
        .toggleHeading({ level: Number(level) as 2 | 3 | 4 })
        .run();
  };
  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Mise en forme">
      <select
        className="rte-button"
        aria-label="Style du paragraphe"
        value={String(state.heading)}
        onChange={(event) => setBlock(event.target.value)}
      >
        <option value="0">Paragraphe</option>
        <option value="2">Titre 1</option>
        <option value="3">Titre 2</option>
        <option value="4">Titre 3</option>
      </select>
      <span className="rte-separator" />
      <ToolButton label="Gras" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>G</strong>
      </ToolButton>
      <ToolButton label="Italique" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <select
        className="rte-button"
        aria-label="Couleur du texte"
        value={state.color}
        style={{ color: state.color || undefined }}
        onChange={(event) =>
          event.target.value ? chain().setColor(event.target.value).run() : chain().unsetColor().run()
        }
      >
        <option value="">Couleur</option>
        {colours.map((colour) => (
          <option key={colour.value} value={colour.value} style={{ color: colour.value }}>
            {colour.label}
          </option>
        ))}
      </select>
      {withBackground && (
        <select
          className="rte-button"
          aria-label="Couleur de fond"
          value={state.background}
          style={{ background: state.background || undefined }}
          onChange={(event) =>
            event.target.value
              ? chain().setBackgroundColor(event.target.value).run()
              : chain().unsetBackgroundColor().run()
          }
        >
          <option value="">Fond</option>
          {backgrounds.map((background) => (
            <option key={background.value} value={background.value} style={{ background: background.value }}>
              {background.label}
            </option>
          ))}
        </select>
      )}
      <span className="rte-separator" />
      <ToolButton
        label="Liste à puces"
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        •≡
      </ToolButton>
      <ToolButton
        label="Liste numérotée"
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        1.≡
      </ToolButton>
      <span className="rte-separator" />
      {(
        [
          ["left", "Aligner à gauche", "⇤"],
          ["center", "Centrer", "↔"],
          ["right", "Aligner à droite", "⇥"],
          ["justify", "Justifier", "☰"],
        ] as const
      ).map(([align, label, icon]) => (
        <ToolButton
          key={align}
          label={label}
          active={state.align === align}
          onClick={() => chain().setTextAlign(align).run()}
        >
          {icon}
        </ToolButton>
      ))}
      <span className="rte-separator" />
      <ToolButton label="Annuler" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Rétablir" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}

/**
 * A <label for> names only form controls, not the editable area (a div): the area takes its label's
 * text as its name through aria-labelledby (the label gets an id if it has none), and a click on the
 * label puts the caret in the text as it would in a textarea.
 */
function useLabelledByItsLabel(editor: Editor | null, id: string | undefined, ariaLabel: string | undefined) {
  useEffect(() => {
    if (!editor || editor.isDestroyed || ariaLabel || !id) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (!label) return;
    if (!label.id) label.id = `${id}-label`;
    editor.view.dom.setAttribute("aria-labelledby", label.id);
    const focusText = () => editor.commands.focus();
    label.addEventListener("click", focusText);
    return () => label.removeEventListener("click", focusText);
  }, [editor, id, ariaLabel]);
}

/** The TipTap editor itself, loaded lazily by RichTextEditor. */
export default function RichTextEditorImpl({
  value,
  onChange,
  id,
  ariaLabel,
  disabled,
  backgroundColor = false,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false }),
      TextStyle,
      Color,
      BackgroundColor,
      TextAlign.configure({ types: ["heading", "paragraph"] }),
    ],
    content: value || EMPTY,
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        ...(ariaLabel ? { "aria-label": ariaLabel } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // A value changed from outside (form reset, data loaded) replaces the content.
  useEffect(() => {
    // StrictMode and fast remounts can hand us an editor TipTap has already destroyed.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if ((value || "") !== current) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled);
  }, [editor, disabled]);

  useLabelledByItsLabel(editor, id, ariaLabel);

  if (!editor) return null;
  return (
    <div className="rte">
      {!disabled && <Toolbar editor={editor} withBackground={backgroundColor} />}
      <EditorContent editor={editor} className="rte-content" />
    </div>
  );
}
