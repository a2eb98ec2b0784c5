import { MESSAGES } from "@tronc/domain";
import { useEffect, useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { GroupProductFields } from "./group-product-fields";
import {
  checkProduct,
  draftOf,
  EMPTY_GROUP_PRODUCT,
  formFieldOf,
  type GroupProductDetail,
  type GroupProductDraft,
  type GroupProductErrors,
  isProductField,
  productInput,
} from "./group-product-form";
import { LinkedPurchasesPane } from "./linked-purchases-pane";

const FORM_ID = "group-product-form";

/**
 * 'Nouveau produit du groupe Triangle' / 'Éditer le produit': the fields on the left, the linked
 * purchases on the right. After the first save it stays open in edit mode so purchases can be added.
 */
export function GroupProductDialog({ productId, onClose }: { productId: number | null; onClose(): void }) {
  const [id, setId] = useState(productId);
  const [draft, setDraft] = useState<GroupProductDraft | null>(
    productId === null ? EMPTY_GROUP_PRODUCT : null,
  );
  const [errors, setErrors] = useState<GroupProductErrors>({});
  const [priceText, setPriceText] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const detail = trpc.triangleProduct.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const product = id === null ? null : (detail.data ?? null);

  useEffect(() => {
    if (detail.data && draft === null) setDraft(draftOf(detail.data));
  }, [detail.data, draft]);

  const onSaved = (saved: GroupProductDetail, wasNew: boolean) => {
    utils.triangleProduct.get.setData({ id: saved.id }, saved);
    void utils.triangleProduct.search.invalidate();
    toast.success(MESSAGES.GROUP_PRODUCT_SAVED);
    setDraft(draftOf(saved));
    if (wasNew) setId(saved.id);
    else onClose();
  };
  const onError = (error: unknown) => {
    const field = formFieldOf(domainErrorOf(error)?.field);
    const message = apiErrorMessage(error);
    if (isProductField(field)) setErrors({ [field]: message });
    toast.error(message);
  };
  const create = trpc.triangleProduct.create.useMutation({
    onSuccess: (saved) => onSaved(saved, true),
    onError,
  });
  const update = trpc.triangleProduct.update.useMutation({
    onSuccess: (saved) => onSaved(saved, false),
    onError,
  });
  const saving = create.isPending || update.isPending;
  const canEdit = id === null || product?.canEdit === true;

  const submit = () => {
    if (!draft) return;
    const found = priceText ? { priceCents: priceText } : checkProduct(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (id === null) create.mutate(productInput(draft));
    else update.mutate({ id, ...productInput(draft) });
  };

  return (
    <Modal
      open
      size="lg"
      dismissable={false}
      onOpenChange={(open) => !open && onClose()}
      title={id === null ? "Nouveau produit du groupe Triangle" : "Éditer le produit"}
      footer={
        canEdit ? (
          <>
            <Button onClick={onClose} disabled={saving}>
              Annuler
            </Button>
            <Button variant="primary" type="submit" form={FORM_ID} busy={saving}>
              Enregistrer
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Fermer</Button>
        )
      }
    >
      {id !== null && <QueryStatus query={detail} />}
      {draft && (
        <div className="gp-modal">
          <form
            id={FORM_ID}
            className="gp-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <GroupProductFields
              draft={draft}
              errors={errors}
              readOnly={!canEdit}
              onChange={(changes) => setDraft((all) => (all ? { ...all, ...changes } : all))}
              onPriceText={setPriceText}
            />
          </form>
          <LinkedPurchasesPane product={product} />
        </div>
      )}
    </Modal>
  );
}
