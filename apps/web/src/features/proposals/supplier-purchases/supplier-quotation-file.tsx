import { MESSAGES } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { PdfFileField } from "../../../ui/pdf-file-field";
import { type Purchase, usePurchasesChanged } from "./purchase-format";

/** The supplier's quotation (PDF): upload, download, removal after confirmation. */
export function SupplierQuotationFile({ purchase }: { purchase: Purchase }) {
  const changed = usePurchasesChanged();
  const update = trpc.quotationExpense.update.useMutation();
  const link = async (supplierQuotationFileId: number | null) => {
    await update.mutateAsync({ id: purchase.id, supplierQuotationFileId });
    changed();
  };
  return (
    <PdfFileField
      className="purchase-file"
      file={purchase.supplierQuotationFile}
      uploadPath="/compta/recommandation/expense/pdf"
      onLink={link}
      savedMessage="Le devis fournisseur est enregistré"
      confirmMessage={MESSAGES.QUOTATION_EXPENSE_FILE_REMOVE_CONFIRM}
      removeLabel="Retirer"
      removeAriaLabel={`Retirer le devis fournisseur de ${purchase.title}`}
      addLabel="Joindre le PDF"
      inputId={`purchase-file-${purchase.id}`}
      inputLabel={`Devis fournisseur (PDF) de ${purchase.title}`}
    >
      <span className="purchase-file-label">Devis fournisseur :</span>{" "}
    </PdfFileField>
  );
}
