import { lazy, Suspense } from "react";
import "./rich-text-editor.css";

export interface RichTextEditorProps {
  /** HTML ('' when empty). */
  value: string;
  onChange(html: string): void;
  /** Given to the editable area, so that a <label htmlFor> points at it. */
  id?: string;
  ariaLabel?: string;
  disabled?: boolean;
  /** Offers 'Couleur de fond' too (the document lines' description, doc 3 §2.8). */
  backgroundColor?: boolean;
}

// TipTap is heavy: it is fetched the first time an editor is shown, never with the first screen.
const Impl = lazy(() => import("./rich-text-editor-impl"));

/** Rich text (headings, alignment, bold, italic, lists, colour, undo/redo); value and onChange in HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="rte rte-loading">Chargement de l'éditeur…</div>}>
      <Impl {...props} />
    </Suspense>
  );
}
