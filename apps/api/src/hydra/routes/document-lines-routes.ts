import { centsToEuroNumber, decimalToNumber, formatMessage, MESSAGES, toDecimal } from "@tronc/domain";
import { z } from "zod";
import type { QuotationLineView } from "../../services/proposals/quotations/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import type { JsonLdItem } from "../json-ld";
import { type CollectionPath, PATHS } from "../paths";
import { hydraResource, type WireType, wireType } from "../resource";
import type { HydraRoute } from "../route";

/** A line of an invoice or credit note as the services answer it: the same as a quotation's line. */
type DocumentLineView = Omit<QuotationLineView, "quotationId">;

const percent = (value: string) => decimalToNumber(toDecimal(value));

/**
 * A number or a text ('12,5') in a Hydra body, with the Hydra readers' sentences (schemas/number.ts has
 * the contracts' own); the domain says in French what is wrong with the value.
 */
export const hydraTypedNumber = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();

/** A document line's fields as the old client sends them (quotations, invoices, credit notes). */
export const lineFields = {
  name: text(1_000),
  description: text(50_000),
  quantity: hydraTypedNumber,
  unitPrice: hydraTypedNumber,
  unity: text(40),
  tva: hydraTypedNumber,
  discount: hydraTypedNumber,
  indexOrder: hydraTypedNumber,
  hidden: bool(),
};

const lineChanges = hydraBody(lineFields);

/** What a PUT may change on a line, as read from the body. */
export type DocumentLineChanges = z.output<typeof lineChanges>;

/** A POST's line: its fields, the document it goes on and its catalogue product (none for free text). */
export type NewDocumentLine = DocumentLineChanges & {
  documentId: number;
  triangleProductId: number | null | undefined;
};

/** Where an invoice's lines and a credit note's differ: names, paths, the document member and the procedures. */
export interface DocumentLineSpec<L extends DocumentLineView> {
  /** The lines' JSON-LD type and collection path. */
  type: string;
  path: CollectionPath;
  /** The document a line belongs to: its member on the wire ('invoice', 'credit') and its collection. */
  document: { member: string; path: CollectionPath; idOf: (line: L) => number };
  create: (caller: AppCaller, line: NewDocumentLine) => Promise<L>;
  update: (caller: AppCaller, id: number, changes: DocumentLineChanges) => Promise<L>;
  delete: (caller: AppCaller, id: number) => Promise<unknown>;
}

/**
 * The lines of a draft document on the wire (euros, the document and the catalogue product as IRIs)
 * and their POST, PUT and DELETE; the document's member names it as the client spells it.
 */
export function documentLineResource<L extends DocumentLineView>(
  spec: DocumentLineSpec<L>,
): { wire: WireType<L>; member: (line: L) => JsonLdItem; routes: HydraRoute[] } {
  const { document } = spec;
  const wire = wireType(spec.type, spec.path, (line: L) => ({
    id: line.id,
    [document.member]: iri(document.path, document.idOf(line)),
    triangleProduct:
      line.triangleProductId === null ? null : iri(PATHS.triangleProducts, line.triangleProductId),
    name: line.name,
    description: line.description,
    quantity: line.quantity,
    unity: line.unity,
    unitPrice: centsToEuroNumber(line.unitPriceCents),
    tva: percent(line.vatRate),
    discount: line.discountPercent,
    indexOrder: line.indexOrder,
    hidden: line.hidden,
    baseHT: centsToEuroNumber(line.baseHtCents),
    totalHT: centsToEuroNumber(line.totalHtCents),
  }));
  // Read after the line's own fields: a 400 names the first wrong field in this order.
  const newLine = hydraBody({
    ...lineFields,
    [document.member]: requiredRef(document.path),
    triangleProduct: ref(PATHS.triangleProducts),
  });
  const routes = hydraResource({
    wire,
    create: {
      body: newLine,
      call: (caller, { triangleProduct, ...body }) => {
        // The document's key is known at run time only: the schema above made it an id, the rest the line's fields.
        const { [document.member]: documentId, ...fields }: Record<string, unknown> = body;
        return spec.create(caller, {
          ...(fields as DocumentLineChanges),
          documentId: documentId as number,
          triangleProductId: triangleProduct,
        });
      },
    },
    update: { body: lineChanges, call: spec.update },
    delete: spec.delete,
  });
  return { wire, member: wire.member, routes };
}
