import { useState } from "react";
import { Button } from "../../../ui/button";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { LEAD_MESSAGES, type LeadDetail } from "./lead-helpers";
import { useLeadUpdate } from "./use-lead-actions";

/** The brief in rich text; what is typed stays while the page refreshes, until it is saved. */
export function LeadBriefCard({ lead }: { lead: LeadDetail }) {
  const [draft, setDraft] = useState(lead.brief);
  /** The text last sent: the server may tidy the HTML, which does not make it "changed" again. */
  const [sent, setSent] = useState<string | null>(null);
  const save = useLeadUpdate(lead.id, LEAD_MESSAGES.briefSaved);
  const dirty = draft !== lead.brief && draft !== sent;
  return (
    <section className="card" aria-labelledby="lead-brief-title">
      <div className="card-header">
        <h2 id="lead-brief-title">Brief</h2>
        <Button
          variant="primary"
          size="sm"
          busy={save.isPending}
          disabled={!dirty}
          onClick={() => {
            setSent(draft);
            save.mutate({ id: lead.id, brief: draft }, { onError: () => setSent(null) });
          }}
        >
          Enregistrer le brief
        </Button>
      </div>
      <div className="card-body">
        <RichTextEditor id="lead-brief" value={draft} onChange={setDraft} ariaLabel="Brief du lead" />
      </div>
      {save.dialog}
    </section>
  );
}
