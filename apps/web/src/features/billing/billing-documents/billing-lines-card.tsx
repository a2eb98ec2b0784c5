import { formatMessage } from "@tronc/domain";
import { type ReactNode, useState } from "react";
import { useConfirm } from "../../../ui/confirm";
import type { DocumentLineView } from "../../proposals/document-lines/document-format";
import { DocumentLinesTable } from "../../proposals/document-lines/document-lines-table";

interface Props<Line extends DocumentLineView> {
  /** The heading's id, which names the section. */
  titleId: string;
  lines: Line[];
  canEdit: boolean;
  /** Called once the user confirmed; the caller's mutation deletes the line. */
  onDelete(line: NoInfer<Line>): void;
  renderLineDialog(line: NoInfer<Line>, close: () => void): ReactNode;
  /** Below the lines: the way to add one, then the totals. */
  children: ReactNode;
}

/** An invoice's or credit note's 'Détail': its lines, each edited in a dialog or deleted after a confirmation. */
export function BillingLinesCard<Line extends DocumentLineView>({
  titleId,
  lines,
  canEdit,
  onDelete,
  renderLineDialog,
  children,
}: Props<Line>) {
  const [editing, setEditing] = useState<Line | null>(null);
  const confirm = useConfirm();
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-header">
        <h2 id={titleId}>Détail</h2>
      </div>
      <div className="card-body stack">
        <DocumentLinesTable
          lines={lines}
          canEdit={canEdit}
          showOrder
          onEdit={setEditing}
          onDelete={async (line) => {
            if (
              await confirm(formatMessage("INVOICE_LINE_DELETE_CONFIRM"), {
                danger: true,
                confirmLabel: "Supprimer",
              })
            ) {
              onDelete(line);
            }
          }}
        />
        {children}
      </div>
      {editing && renderLineDialog(editing, () => setEditing(null))}
    </section>
  );
}
