import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import type { LeadDetail, LeadOptions } from "./lead-helpers";
import { useLeadUpdate } from "./use-lead-actions";

type Which = "triangleCompanyId" | "sourceTriangleCompanyId";

/** The managing company chooser and the company that brought the lead (the user's active companies). */
export function LeadGroupCompaniesCard({ lead, options }: { lead: LeadDetail; options: LeadOptions }) {
  const save = useLeadUpdate(lead.id, "L'entreprise du groupe est enregistrée");
  const choices = (current: { id: number; name: string } | null) => {
    const mine = options.myTriangleCompanies;
    return current && !mine.some((company) => company.id === current.id) ? [current, ...mine] : mine;
  };
  const select = (which: Which, current: { id: number; name: string } | null) => (
    <select
      id={`lead-${which}`}
      value={current?.id ?? ""}
      disabled={save.isPending}
      onChange={(event) => {
        if (event.target.value) save.mutate({ id: lead.id, [which]: Number(event.target.value) });
      }}
    >
      {!current && <option value="">Choisir…</option>}
      {choices(current).map((company) => (
        <option key={company.id} value={company.id}>
          {company.name}
        </option>
      ))}
    </select>
  );
  return (
    <section className="card" aria-labelledby="lead-groups-title">
      <div className="card-header">
        <h2 id="lead-groups-title">Entreprises du groupe</h2>
        {save.isPending && <Spinner inline label="Enregistrement…" />}
      </div>
      <div className="card-body form-grid">
        <Field label="Entreprise qui gère le lead">{select("triangleCompanyId", lead.triangleCompany)}</Field>
        <Field label="Entreprise qui a apporté le lead">
          {select("sourceTriangleCompanyId", lead.sourceTriangleCompany)}
        </Field>
      </div>
      {save.dialog}
    </section>
  );
}
