import { textColorOn } from "@tronc/domain";
import "./company-tag.css";

/** A group company's badge in its own colour, its text dark or white to stay readable. */
export function CompanyTag({ company }: { company: { name: string; color: string } }) {
  return (
    <span className="company-tag" style={{ background: company.color, color: textColorOn(company.color) }}>
      {company.name}
    </span>
  );
}
