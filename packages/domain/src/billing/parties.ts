/**
 * The seller and buyer as they were when the invoice was validated (EN 16931 BG-4 and BG-7): a
 * validated invoice prints these, never the companies' later details.
 */
export interface InvoiceParty {
  name: string;
  /** Postal address, lines separated by "\n". */
  address: string;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
}

export interface InvoiceParties {
  seller: InvoiceParty & {
    legalForm: string;
    shareCapital: string;
    rcs: string;
    vatOnDebits: boolean;
    bankDetails: string;
    latePenaltyTerms: string;
    earlyPaymentTerms: string;
    terms: string;
    footer: string;
  };
  buyer: InvoiceParty;
}
