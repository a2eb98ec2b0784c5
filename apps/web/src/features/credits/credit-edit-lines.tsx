import { formatEuros, formatMessage } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { DocumentLinesTable } from "../document-lines/document-lines-table";
import { DocumentTotals } from "../document-lines/document-totals";
import { type CreditLine, type CreditView, FREE_TEXT_OPTION } from "./credit-edit-form";
import { CreditLineDialog } from "./credit-line-dialog";

/** The issuer's catalogue plus free text; 'Ajouter la ligne' waits until something is chosen (§2.8). */
function AddLine({ credit, onAdded }: { credit: CreditView; onAdded(): void }) {
  const [chosen, setChosen] = useState("");
  const toast = useToast();
  const options = trpc.credit.productOptions.useQuery({ creditId: credit.id });
  const create = trpc.creditLine.create.useMutation({
    onSuccess: () => {
      toast.success("Produit ajouté");
      setChosen("");
      onAdded();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <div className="credit-add-line">
      <div className="field">
        <label htmlFor="credit-add-line">Ajouter une ligne</label>
        <select id="credit-add-line" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choisir un produit…</option>
          <option value={FREE_TEXT_OPTION}>--- Ligne de texte libre ---</option>
          {options.data?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} — {formatEuros(option.priceCents)}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="primary"
        disabled={chosen === ""}
        busy={create.isPending}
        onClick={() =>
          create.mutate({
            creditId: credit.id,
            triangleProductId: chosen === FREE_TEXT_OPTION ? null : Number(chosen),
          })
        }
      >
        Ajouter la ligne
      </Button>
    </div>
  );
}

/** Lines (editable while a draft) and the totals with VAT per rate. */
export function CreditEditLines({ credit, onChanged }: { credit: CreditView; onChanged(): void }) {
  const [editing, setEditing] = useState<CreditLine | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const remove = trpc.creditLine.delete.useMutation({
    onSuccess: () => {
      toast.success("La suppression est bien enregistrée");
      onChanged();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <section className="card" aria-labelledby="credit-lines-title">
      <div className="card-header">
        <h2 id="credit-lines-title">Détail</h2>
      </div>
      <div className="card-body stack">
        <DocumentLinesTable
          lines={credit.lines}
          canEdit={credit.canEditLines}
          showOrder
          onEdit={setEditing}
          onDelete={async (line) => {
            if (
              await confirm(formatMessage("INVOICE_LINE_DELETE_CONFIRM"), {
                danger: true,
                confirmLabel: "Supprimer",
              })
            ) {
              remove.mutate({ id: line.id });
            }
          }}
        />
        {credit.canEditLines && <AddLine credit={credit} onAdded={onChanged} />}
        <div className="credit-totals">
          <DocumentTotals totals={credit} label="Totaux de l'avoir" />
        </div>
      </div>
      {editing && <CreditLineDialog line={editing} onClose={() => setEditing(null)} onSaved={onChanged} />}
    </section>
  );
}
