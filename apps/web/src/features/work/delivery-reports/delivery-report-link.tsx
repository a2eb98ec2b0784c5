import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { LINK_COPIED, publicDeliveryReportUrl } from "./delivery-report-links";

/** Copies the text to the clipboard; false when the browser refuses (then the link stays readable). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The client's link of a draft, readable and copied in one click. */
export function useCopyDeliveryReportLink() {
  const toast = useToast();
  return async (token: string) => {
    if (await copy(publicDeliveryReportUrl(token))) toast.success(LINK_COPIED);
    else toast.warning("Copiez le lien affiché : le navigateur refuse l'accès au presse papier");
  };
}

export function DeliveryReportLink({ token }: { token: string }) {
  const copyLink = useCopyDeliveryReportLink();
  const url = publicDeliveryReportUrl(token);
  return (
    <div className="field dr-link">
      <label htmlFor="dr-link-input">Lien à envoyer au client</label>
      <div className="dr-link-row">
        <input
          id="dr-link-input"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <Button size="sm" onClick={() => copyLink(token)}>
          Copier le lien
        </Button>
      </div>
    </div>
  );
}
