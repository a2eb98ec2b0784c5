import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { triangleCompanyMember } from "../../../hydra/routes/sales-wire";
import type { TriangleCustomerView } from "../../../services/sales/client-company-views";

/** A link on the wire: its group company embedded, its client as an IRI (also in the client sheet). */
export const triangleCustomerWire = wireType(
  "TriangleCustomer",
  PATHS.triangleCustomers,
  (link: TriangleCustomerView) => ({
    id: link.id,
    triangleCompany: triangleCompanyMember(link.triangleCompany),
    company: iri(PATHS.companies, link.companyId),
    isProspect: link.isProspect,
  }),
);
