import { formatMessage } from "@tronc/domain";
import { Link } from "wouter";
import type { ScreenProps } from "../../../app/paths";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { TriangleCompanyForm } from "./triangle-company-form";
import "./triangle-companies.css";

const backLink = <Link href={routeUrl("admin-tronc-commun-company")}>← Entreprises du groupe</Link>;

/** admin-tronc-commun-company-edit: every field of a group company (super admin). */
export default function TriangleCompanyEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const company = trpc.triangleCompany.get.useQuery({ id }, { enabled: valid });
  if (!valid || company.isError) {
    return (
      <>
        <PageHeader title="Entreprise du groupe" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(company.error) : formatMessage("TRIANGLE_COMPANY_NOT_FOUND")}
        </p>
      </>
    );
  }
  if (!company.data) return <Spinner />;
  return <TriangleCompanyForm key={company.data.id} company={company.data} back={backLink} />;
}
