import { useState } from "react";

/** The chosen issuer and customer; a new issuer clears the customer, and either change calls onChange. */
export function usePartiesChoice(onChange: () => void) {
  const [issuerId, setIssuerId] = useState<number | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  return {
    issuerId,
    companyId,
    chooseIssuer(id: number | null) {
      setIssuerId(id);
      setCompanyId(null);
      onChange();
    },
    chooseCompany(id: number | null) {
      setCompanyId(id);
      onChange();
    },
  };
}

export type PartiesChoice = ReturnType<typeof usePartiesChoice>;
