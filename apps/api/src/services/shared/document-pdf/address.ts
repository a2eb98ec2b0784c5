export interface PrintedAddress {
  address: string;
  complement: string | null;
  postalCode: string;
  city: string;
}

/** An address as it prints: street, complement, then postal code and city; blank lines left out. */
export const addressLines = (address: PrintedAddress | null): string[] =>
  address
    ? [address.address, address.complement ?? "", `${address.postalCode} ${address.city}`.trim()].filter(
        (line) => line.trim() !== "",
      )
    : [];

/** The columns of a joined `addresses` row; null when the row has neither street nor city. */
export const addressOf = (row: {
  address: string | null;
  complement: string | null;
  postalCode: string | null;
  city: string | null;
}): PrintedAddress | null =>
  row.address === null && row.city === null
    ? null
    : {
        address: row.address ?? "",
        complement: row.complement,
        postalCode: row.postalCode ?? "",
        city: row.city ?? "",
      };
