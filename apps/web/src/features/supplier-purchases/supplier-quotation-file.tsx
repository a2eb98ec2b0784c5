import { MESSAGES } from "@tronc/domain";
import { type ChangeEvent, useRef, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { uploadFile } from "../../ui/attachments";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { useToast } from "../../ui/toast";
import { type Purchase, usePurchasesChanged } from "./purchase-format";

const UPLOAD_PATH = "/compta/recommandation/expense/pdf";

/** The supplier's quotation (PDF): upload, download, removal after confirmation. */
export function SupplierQuotationFile({ purchase }: { purchase: Purchase }) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();
  const changed = usePurchasesChanged();
  const update = trpc.quotationExpense.update.useMutation();
  const link = async (supplierQuotationFileId: number | null, message: string) => {
    await update.mutateAsync({ id: purchase.id, supplierQuotationFileId });
    toast.success(message);
    changed();
  };
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      await link(await uploadFile(UPLOAD_PATH, file), "Le devis fournisseur est enregistré");
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const remove = async () => {
    if (
      !(await confirm(MESSAGES.QUOTATION_EXPENSE_FILE_REMOVE_CONFIRM, {
        danger: true,
        confirmLabel: "Retirer",
      }))
    )
      return;
    await link(null, "Fichier effacé").catch((error: unknown) => toast.error(apiErrorMessage(error)));
  };
  const file = purchase.supplierQuotationFile;
  return (
    <div className="purchase-file">
      <span className="purchase-file-label">Devis fournisseur :</span>{" "}
      {file ? (
        <>
          <a href={file.downloadUrl}>{file.filename}</a>
          <Button
            size="sm"
            variant="link"
            onClick={remove}
            aria-label={`Retirer le devis fournisseur de ${purchase.title}`}
          >
            Retirer
          </Button>
        </>
      ) : (
        <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
          Joindre le PDF
        </Button>
      )}
      <input
        ref={picker}
        id={`purchase-file-${purchase.id}`}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`Devis fournisseur (PDF) de ${purchase.title}`}
        onChange={onPick}
      />
    </div>
  );
}
