import { siretLookupPrefix } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import type { AddressValue } from "../../../ui/address/address-value";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { Modal } from "../../../ui/modal";
import { useToast } from "../../../ui/toast";
import {
  type CompanyDraft,
  type CompanyErrors,
  type ContactDraft,
  type ContactErrors,
  checkCompany,
  checkContact,
  companyFieldOf,
  companyInput,
  contactFieldOf,
  contactInput,
  EMPTY_COMPANY,
} from "../clients/client-form";
import { CompanyFields } from "../clients/company-fields";
import { ContactFields } from "../clients/contact-fields";
import { domainCodeOf, LEAD_MESSAGES, type LeadDetail } from "./lead-helpers";
import { useLeadCache } from "./use-lead-actions";

interface Existing {
  id: number;
  name: string;
}

/** The companies already saved with the SIRET being typed (from 4 digits, 800 ms after typing). */
function SiretMatches({ siret, onPick }: { siret: string; onPick(company: Existing): void }) {
  const prefix = useDebouncedValue(siretLookupPrefix(siret), 800);
  const found = trpc.clientCompany.lookupBySiret.useQuery(
    { siret: prefix ?? "" },
    { enabled: prefix !== null },
  );
  if (!prefix || !found.data || found.data.length === 0) return null;
  return (
    <div className="alert alert-info lead-siret-matches" role="status">
      <p>
        {prefix.length === 14
          ? "Cette entreprise est déjà enregistrée :"
          : `Entreprises déjà enregistrées dont le SIRET commence par ${prefix} :`}
      </p>
      <ul>
        {found.data.map((company) => (
          <li key={company.id}>
            <span>
              <strong>{company.name}</strong> · {company.siret}
              {company.city ? ` · ${company.city}` : ""}
            </span>
            <Button size="sm" onClick={() => onPick({ id: company.id, name: company.name })}>
              Rattacher à cette entreprise
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Rattacher à une entreprise' (§2.6): the company (new or found by SIRET), then its contact. */
export function CompanyConversionDialog({ lead, onClose }: { lead: LeadDetail; onClose(): void }) {
  const form = lead.contactForm;
  const [step, setStep] = useState<1 | 2>(1);
  const [existing, setExisting] = useState<Existing | null>(null);
  const [company, setCompany] = useState<CompanyDraft>({ ...EMPTY_COMPANY, name: form?.companyName ?? "" });
  const [address, setAddress] = useState<AddressValue | null>(null);
  const [companyErrors, setCompanyErrors] = useState<CompanyErrors>({});
  const [contact, setContact] = useState<ContactDraft>({
    name: form?.name ?? "",
    email: form?.email ?? "",
    phone: form?.phone ?? "",
    occupation: "",
  });
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const confirm = useConfirm();
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const utils = trpc.useUtils();
  const convert = trpc.lead.convertToCompany.useMutation();

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (existing) return setStep(2);
    const errors = checkCompany(company, { required: true, value: address });
    setCompanyErrors(errors);
    if (Object.keys(errors).length === 0) setStep(2);
  };

  const send = async (confirmDuplicate: boolean): Promise<void> => {
    try {
      const result = await convert.mutateAsync({
        id: lead.id,
        ...(existing
          ? { companyId: existing.id }
          : {
              company: {
                ...companyInput(company),
                address: address ? { ...address, manual: address.latitude === null } : null,
              },
            }),
        contact: contactInput(contact),
        confirmDuplicate,
      });
      cache.put(result.lead);
      void utils.clientCompany.invalidate();
      toast.success(LEAD_MESSAGES.companyAttached);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error);
      const code = domainCodeOf(error);
      if (code === "CONTACT_EMAIL_DUPLICATE" && !confirmDuplicate) {
        const yes = await confirm(message, {
          title: "Contact en double ?",
          confirmLabel: "Ajouter ce contact",
        });
        if (yes) await send(true);
        return;
      }
      toast.error(message);
      const companyField = companyFieldOf(code);
      if (companyField) setCompanyErrors({ [companyField]: message });
      const contactField = contactFieldOf(code);
      if (contactField) setContactErrors({ [contactField]: message });
      setStep(1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = checkContact(contact);
    setContactErrors(errors);
    if (Object.keys(errors).length === 0) void send(false);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rattacher à une entreprise"
      description={step === 1 ? "Étape 1 sur 2 : l'entreprise" : "Étape 2 sur 2 : le contact"}
      dismissable={false}
      footer={
        <>
          {step === 1 ? (
            <Button onClick={onClose}>Annuler</Button>
          ) : (
            <Button onClick={() => setStep(1)} disabled={convert.isPending}>
              Précédent
            </Button>
          )}
          <Button variant="primary" type="submit" form="lead-convert-form" busy={convert.isPending}>
            {step === 1 ? "Suivant" : "Rattacher"}
          </Button>
        </>
      }
    >
      <form id="lead-convert-form" onSubmit={step === 1 ? next : submit} noValidate>
        {step === 1 && existing && (
          <div className="lead-chosen">
            <span>
              Entreprise existante : <strong>{existing.name}</strong>
            </span>
            <Button variant="link" size="sm" onClick={() => setExisting(null)}>
              Saisir une nouvelle entreprise
            </Button>
          </div>
        )}
        {step === 1 && !existing && (
          <CompanyFields
            idPrefix="lead-convert"
            draft={company}
            errors={companyErrors}
            onChange={(changes) => {
              setCompany((all) => ({ ...all, ...changes }));
              setCompanyErrors((all) => ({
                ...all,
                ...Object.fromEntries(Object.keys(changes).map((k) => [k, undefined])),
              }));
            }}
            address={{
              value: address,
              required: true,
              area: "anywhere",
              onChange: (value) => {
                setAddress(value);
                if (value) setCompanyErrors((all) => ({ ...all, address: undefined }));
              },
            }}
            afterSiret={
              <SiretMatches
                siret={company.siret}
                onPick={(picked) => {
                  setExisting(picked);
                  setStep(2);
                }}
              />
            }
            foldOptional
          />
        )}
        {step === 2 && (
          <>
            <p className="muted">
              Le contact de {existing?.name ?? company.name} : il sera ajouté aux contacts de l'entreprise.
            </p>
            <ContactFields
              idPrefix="lead-convert-contact"
              draft={contact}
              errors={contactErrors}
              onChange={(changes) => {
                setContact((all) => ({ ...all, ...changes }));
                setContactErrors({});
              }}
            />
          </>
        )}
      </form>
    </Modal>
  );
}
