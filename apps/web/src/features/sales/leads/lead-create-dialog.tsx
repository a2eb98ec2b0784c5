import { MESSAGES } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { useToast } from "../../../ui/toast";
import { domainCodeOf, LEAD_MESSAGES, LEAD_SOURCES, type LeadOptions } from "./lead-helpers";
import {
  checkRequester,
  EMPTY_REQUESTER,
  type RequesterDraft,
  type RequesterErrors,
  RequesterStep,
  requesterFieldOf,
  requesterInput,
} from "./lead-requester-step";

interface RequestDraft {
  subject: string;
  source: string;
  triangleCompanyId: string;
  sourceTriangleCompanyId: string;
  message: string;
}
type RequestErrors = Partial<Record<keyof RequestDraft, string>>;

const REQUIRED: Record<keyof RequestDraft, string> = {
  subject: MESSAGES.LEAD_TITLE_REQUIRED,
  source: MESSAGES.LEAD_SOURCE_REQUIRED,
  triangleCompanyId: MESSAGES.LEAD_TRIANGLE_COMPANY_REQUIRED,
  sourceTriangleCompanyId: MESSAGES.LEAD_SOURCE_TRIANGLE_COMPANY_REQUIRED,
  message: MESSAGES.LEAD_DESCRIPTION_REQUIRED,
};

function checkRequest(draft: RequestDraft): RequestErrors {
  const errors: RequestErrors = {};
  for (const name of Object.keys(REQUIRED) as (keyof RequestDraft)[]) {
    if (!draft[name].trim()) errors[name] = REQUIRED[name];
  }
  return errors;
}

/** 'Ajouter un Lead' in two steps: the requester, then the request (spec §2.3, §5). */
export function LeadCreateDialog({
  options,
  onClose,
}: {
  options: LeadOptions | undefined;
  onClose(): void;
}) {
  const mine = options?.myTriangleCompanies ?? [];
  const single = mine.length === 1 ? String(mine[0]?.id) : "";
  const [step, setStep] = useState<1 | 2>(1);
  const [requester, setRequester] = useState<RequesterDraft>(EMPTY_REQUESTER);
  const [requesterErrors, setRequesterErrors] = useState<RequesterErrors>({});
  const [request, setRequest] = useState<RequestDraft>({
    subject: "",
    source: "",
    triangleCompanyId: single,
    sourceTriangleCompanyId: single,
    message: "",
  });
  const [requestErrors, setRequestErrors] = useState<RequestErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.lead.create.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.created);
      void utils.lead.search.invalidate();
      onClose();
    },
    onError: (error) => {
      const message = apiErrorMessage(error);
      const field = requesterFieldOf(domainCodeOf(error));
      if (field) {
        setRequesterErrors({ [field]: message });
        setStep(1);
      } else {
        setServerError(message);
      }
    },
  });

  const changeRequester = (changes: Partial<RequesterDraft>) => {
    setRequester((all) => ({ ...all, ...changes }));
    setRequesterErrors({});
  };
  const text = (name: keyof RequestDraft) => ({
    id: `lead-new-${name}`,
    value: request[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setRequest((all) => ({ ...all, [name]: value }));
      if (requestErrors[name]) setRequestErrors((all) => ({ ...all, [name]: undefined }));
    },
  });

  const next = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkRequester(requester);
    setRequesterErrors(errors);
    if (Object.keys(errors).length === 0) setStep(2);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const errors = checkRequest(request);
    setRequestErrors(errors);
    if (Object.keys(errors).length > 0) return;
    create.mutate({
      requester: requesterInput(requester),
      subject: request.subject,
      source: request.source,
      triangleCompanyId: Number(request.triangleCompanyId),
      sourceTriangleCompanyId: Number(request.sourceTriangleCompanyId),
      message: request.message,
    });
  };

  const companySelect = (name: "triangleCompanyId" | "sourceTriangleCompanyId") => (
    <select {...text(name)}>
      <option value="">Choisir…</option>
      {mine.map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </select>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajouter un Lead"
      description={step === 1 ? "Étape 1 sur 2 : le demandeur" : "Étape 2 sur 2 : la demande"}
      dismissable={false}
      footer={
        step === 1 ? (
          <>
            <Button onClick={onClose}>Annuler</Button>
            <Button variant="primary" type="submit" form="lead-create-form">
              Suivant
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(1)} disabled={create.isPending}>
              Précédent
            </Button>
            <Button variant="primary" type="submit" form="lead-create-form" busy={create.isPending}>
              Créer le lead
            </Button>
          </>
        )
      }
    >
      <form id="lead-create-form" onSubmit={step === 1 ? next : submit} noValidate>
        {step === 1 && (
          <RequesterStep draft={requester} errors={requesterErrors} onChange={changeRequester} />
        )}
        {step === 2 && (
          <div className="form-grid">
            {serverError && (
              <p className="alert alert-danger field-wide" role="alert">
                {serverError}
              </p>
            )}
            <Field label="Titre" required error={requestErrors.subject} wide>
              <input placeholder="Ex. : Séminaire d'équipe à Lyon" {...text("subject")} />
            </Field>
            <Field label="Source" required error={requestErrors.source} wide>
              <input list="lead-sources" placeholder="Site internet, salon…" {...text("source")} />
            </Field>
            <datalist id="lead-sources">
              {LEAD_SOURCES.map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
            <Field label="Entreprise qui gère le lead" required error={requestErrors.triangleCompanyId}>
              {companySelect("triangleCompanyId")}
            </Field>
            <Field
              label="Entreprise qui a apporté le lead"
              required
              error={requestErrors.sourceTriangleCompanyId}
            >
              {companySelect("sourceTriangleCompanyId")}
            </Field>
            <Field label="Description de la demande" required error={requestErrors.message} wide>
              <textarea rows={5} {...text("message")} />
            </Field>
          </div>
        )}
      </form>
    </Modal>
  );
}
