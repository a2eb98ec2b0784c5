import { addresses, companies, type DbOrTx, triangleCompanies } from "@tronc/db";
import { type InvoiceParties, isValidSiret, sirenOfSiret } from "@tronc/domain";
import { eq } from "drizzle-orm";

type AddressRow = typeof addresses.$inferSelect | null;

/** Lines separated by "\n": street, complement, postal code and city. */
function postalAddress(address: AddressRow): string {
  if (!address) return "";
  const town = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.address, address.complement ?? "", town].filter((line) => line.trim() !== "").join("\n");
}

const sirenOf = (siret: string | null) => (siret && isValidSiret(siret) ? sirenOfSiret(siret) : null);
const orNull = (value: string | null) => (value && value.trim() !== "" ? value : null);

/** The seller and buyer as they are now: frozen on the invoice at its validation. */
export async function loadInvoiceParties(
  tx: DbOrTx,
  invoice: { triangleCompanyId: number; companyId: number; invoiceHeadName: string; invoiceAddress: string },
): Promise<InvoiceParties> {
  const [seller] = await tx
    .select({ company: triangleCompanies, address: addresses })
    .from(triangleCompanies)
    .leftJoin(addresses, eq(addresses.id, triangleCompanies.addressId))
    .where(eq(triangleCompanies.id, invoice.triangleCompanyId));
  const [buyer] = await tx
    .select({ company: companies, address: addresses })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(eq(companies.id, invoice.companyId));
  if (!seller || !buyer) throw new Error("invoice parties: issuer or client missing");
  const s = seller.company;
  return {
    seller: {
      name: s.name,
      address: postalAddress(seller.address),
      siren: sirenOf(s.siret),
      siret: orNull(s.siret),
      vatNumber: orNull(s.tvaNumber),
      legalForm: s.legalForm,
      shareCapital: s.shareCapital,
      rcs: s.rcs,
      vatOnDebits: s.vatOnDebits,
      bankDetails: s.pdfBanqInfos,
      latePenaltyTerms: s.latePenaltyTerms,
      earlyPaymentTerms: s.earlyPaymentTerms,
      terms: s.cgv,
      footer: s.footerPdf,
    },
    buyer: {
      // The billing name and address of the invoice, when given, are what the client is billed as.
      name: orNull(invoice.invoiceHeadName) ?? buyer.company.name,
      address: orNull(invoice.invoiceAddress) ?? postalAddress(buyer.address),
      siren: sirenOf(buyer.company.siret),
      siret: orNull(buyer.company.siret),
      vatNumber: null,
    },
  };
}
