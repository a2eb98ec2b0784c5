import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { ActiveMark, CompanyLogo } from "./company-logo";
import { TriangleCompanyCreateDialog } from "./triangle-company-create-dialog";
import "./triangle-companies.css";

/** admin-tronc-commun-company: the group's companies as logo cards, six per row, and the add modal. */
export default function TriangleCompanyListPage() {
  const [adding, setAdding] = useState(false);
  const list = trpc.triangleCompany.list.useQuery({ page: 1, maxResults: 500 });
  const companies = list.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Entreprises du groupe"
        subtitle={list.data ? `${list.data.total} entreprise${list.data.total > 1 ? "s" : ""}` : undefined}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter une entreprise
          </Button>
        }
      />
      <QueryStatus query={list} />
      {list.isSuccess && companies.length === 0 && <EmptyState title="Aucune entreprise du groupe" />}
      {companies.length > 0 && (
        <ul className="tc-company-grid" aria-label="Entreprises du groupe">
          {companies.map((company) => (
            <li key={company.id}>
              <Link
                href={routeUrl("admin-tronc-commun-company-edit", { id: company.id })}
                className={`card tc-company-card${company.isActive ? "" : " is-inactive"}`}
              >
                <CompanyLogo name={company.name} color={company.color} logoId={company.logo?.id ?? null} />
                <span className="tc-company-name">{company.name}</span>
                <span className="tc-company-meta">
                  <ActiveMark active={company.isActive} />
                  {company.city && <span className="muted">{company.city}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {adding && <TriangleCompanyCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
