/**
 * Names the spec spells wrong are spelt right inside and kept on the wire through this one table.
 * internal name → wire name
 */
export const wireAliases: Record<string, string> = {
  deliveryDate: "delieveryDate",
  deliveryDateEnd: "delieveryDateEnd",
  recommendationCount: "recommantationCount",
  isReceiveAlert: "isRecieveAlert",
  isReceiveRecoAcceptedEmail: "isRecieveRecoAcceptedEmail",
};

const fromWireAliases = Object.fromEntries(
  Object.entries(wireAliases).map(([inside, wire]) => [wire, inside]),
);

function renameKeys(value: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [names[key] ?? key, v]));
}

export const toWire = (value: Record<string, unknown>) => renameKeys(value, wireAliases);
export const fromWire = (value: Record<string, unknown>) => renameKeys(value, fromWireAliases);

export interface JsonLdItem extends Record<string, unknown> {
  "@id": string;
  "@type": string;
}

export function hydraItem(type: string, iriValue: string, fields: Record<string, unknown>): JsonLdItem {
  return { "@context": `/api/contexts/${type}`, "@id": iriValue, "@type": type, ...toWire(fields) };
}

/** A member inside a collection or a nested reference: no @context of its own. */
export function hydraMember(type: string, iriValue: string, fields: Record<string, unknown>): JsonLdItem {
  return { "@id": iriValue, "@type": type, ...toWire(fields) };
}

export function hydraCollection(collectionPath: string, members: unknown[], totalItems: number) {
  return {
    "@context": "/api/contexts/hydra",
    "@id": collectionPath,
    "@type": "hydra:Collection",
    "hydra:member": members,
    "hydra:totalItems": totalItems,
  };
}

export function hydraError(description: string, title = "Une erreur est survenue") {
  return {
    "@context": "/api/contexts/Error",
    "@type": "hydra:Error",
    "hydra:title": title,
    "hydra:description": description,
  };
}
