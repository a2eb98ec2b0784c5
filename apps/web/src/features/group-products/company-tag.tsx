import { textColorOn } from "./group-product-form";

/** A group company's badge in its own colour. */
export function CompanyTag({ company }: { company: { name: string; color: string } }) {
  return (
    <span className="gp-company-tag" style={{ background: company.color, color: textColorOn(company.color) }}>
      {company.name}
    </span>
  );
}
