import { MESSAGES } from "@tronc/domain";
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { canAccess } from "../../../app/access";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate, formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { useToast } from "../../../ui/toast";
import { LeadChangeLogDialog } from "./lead-change-log-dialog";
import { LEAD_MESSAGES, type LeadDetail, useDraft } from "./lead-helpers";
import { SentDateTag } from "./lead-row";
import { useLeadCache } from "./use-lead-actions";

type FormFields = "source" | "companyName" | "name" | "email" | "phone" | "message";
const FORM_FIELDS: FormFields[] = ["source", "companyName", "name", "email", "phone", "message"];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="lead-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Every day a recommendation was sent, the last one as a tag (red when the follow-up is late). */
function SentDates({ days, late }: { days: string[]; late: boolean }) {
  const last = days.at(-1);
  if (!last) return <>Pas encore</>;
  const earlier = days.slice(0, -1);
  return (
    <>
      {earlier.length > 0 && (
        <span className="muted">{earlier.map((day) => formatDate(day)).join(", ")}, </span>
      )}
      <SentDateTag day={last} late={late} />
    </>
  );
}

/** The contact-form block: the lead's title and the initial request, editable; who took it and when. */
export function LeadRequestCard({ lead }: { lead: LeadDetail }) {
  const me = useSessionUser();
  const form = lead.contactForm;
  const draft = useDraft({
    subject: lead.subject,
    source: form?.source ?? "",
    companyName: form?.companyName ?? "",
    name: form?.name ?? "",
    email: form?.email ?? "",
    phone: form?.phone ?? "",
    message: form?.message ?? "",
  });
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const updateLead = trpc.lead.update.useMutation();
  const updateForm = trpc.contactForm.update.useMutation();
  const saving = updateLead.isPending || updateForm.isPending;

  const input = (name: keyof typeof draft.draft) => ({
    id: `lead-request-${name}`,
    value: draft.draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      draft.set(name, event.target.value);
      if (name === "subject") setSubjectError(null);
    },
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = draft.draft;
    if (!values.subject.trim()) {
      setSubjectError(MESSAGES.LEAD_SUBJECT_EMPTY);
      return;
    }
    try {
      if (values.subject !== lead.subject) {
        cache.put(
          await updateLead.mutateAsync({ id: lead.id, version: lead.version, subject: values.subject }),
        );
      }
      const changed = FORM_FIELDS.filter((name) => values[name] !== (form?.[name] ?? ""));
      if (form && changed.length > 0) {
        const saved = await updateForm.mutateAsync({
          id: form.id,
          ...Object.fromEntries(changed.map((name) => [name, values[name]])),
        });
        cache.patch({ contactForm: saved });
        cache.refresh();
      }
      toast.success(LEAD_MESSAGES.requestSaved);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <section className="card" aria-labelledby="lead-request-title">
      <div className="card-header">
        <h2 id="lead-request-title">Demande initiale</h2>
        <div className="row">
          {form?.email && <a href={`mailto:${form.email}`}>{form.email}</a>}
          {form?.phone && <a href={`tel:${form.phone.replace(/\s/g, "")}`}>{form.phone}</a>}
          {canAccess(me, "superAdmin") && (
            <Button size="sm" onClick={() => setLogOpen(true)}>
              Journal des états
            </Button>
          )}
        </div>
      </div>
      <form className="card-body" onSubmit={save} noValidate>
        <dl className="lead-facts">
          <Fact label="Demande reçue le">{formatDateTime(form?.createdAt ?? lead.createdAt)}</Fact>
          <Fact label="Prise en charge">
            {lead.owner
              ? `${lead.owner.fullname}${lead.takenOverAt ? ` le ${formatDateTime(lead.takenOverAt)}` : ""}`
              : "Pas encore"}
          </Fact>
          <Fact label="Assigné à">
            {lead.userAssigned
              ? `${lead.userAssigned.fullname}${lead.assignedAt ? ` le ${formatDateTime(lead.assignedAt)}` : ""}`
              : "Personne"}
          </Fact>
          <Fact label="Recommandation envoyée">
            <SentDates days={lead.sendAt} late={lead.sentLate} />
          </Fact>
        </dl>
        <div className="form-grid">
          <Field label="Titre du lead" required error={subjectError} wide>
            <input {...input("subject")} />
          </Field>
          <Field label="Entreprise">
            <input {...input("companyName")} disabled={!form} />
          </Field>
          <Field label="Nom du demandeur">
            <input {...input("name")} disabled={!form} />
          </Field>
          <Field label="E-mail">
            <input type="email" {...input("email")} disabled={!form} />
          </Field>
          <Field label="Téléphone">
            <input type="tel" {...input("phone")} disabled={!form} />
          </Field>
          <Field label="Source" wide>
            <input {...input("source")} disabled={!form} />
          </Field>
          <Field label="Message" wide>
            <textarea rows={4} {...input("message")} disabled={!form} />
          </Field>
        </div>
        <div className="form-actions">
          {draft.dirty && (
            <Button variant="ghost" onClick={draft.reset} disabled={saving}>
              Annuler les modifications
            </Button>
          )}
          <Button variant="primary" type="submit" busy={saving} disabled={!draft.dirty}>
            Enregistrer la demande
          </Button>
        </div>
      </form>
      {logOpen && <LeadChangeLogDialog leadId={lead.id} onClose={() => setLogOpen(false)} />}
    </section>
  );
}
