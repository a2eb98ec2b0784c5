import { MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, textSchema } from "../schemas";

const id = idSchema("Le PV de livraison");

/** A PNG data URL of up to 300 kB is ~410,000 characters: the domain then checks it is a PNG. */
const signature = safeString(420_000).nullish();

/** The link's token: an unknown one (whatever its form) is answered 'Ce lien n'est plus valable'. */
const token = safeString(200);

export const DELIVERY_REPORT_STATES = [
  "DELIVERY_REPORT_DRAFT",
  "DELIVERY_REPORT_VALIDATED",
  "DELIVERY_REPORT_REFUSED",
] as const;

export const deliveryReportIdInput = z.object({ id });

export const deliveryReportProjectInput = z.object({ projectId: idSchema("Le projet") });

export const deliveryReportCreateInput = z.object({
  projectId: idSchema("Le projet"),
  content: textSchema(100_000),
  creatorSignature: signature,
});

/** Absent: unchanged. */
export const deliveryReportUpdateInput = z.object({
  id,
  content: textSchema(100_000),
  creatorSignature: signature,
  isBilled: z.boolean({ error: "Vrai ou faux est attendu." }).optional(),
});

const day = safeString(10).optional();

export const deliveryReportFiltersInput = z.object({
  from: day,
  to: day,
  triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  states: z
    .array(z.enum(DELIVERY_REPORT_STATES, { error: "État de PV de livraison inconnu." }))
    .max(3)
    .optional(),
  billed: z.enum(["billed", "notBilled"], { error: "Facturé : billed ou notBilled est attendu." }).optional(),
  companyId: idSchema("Le client").optional(),
});

export const deliveryReportSearchInput = deliveryReportFiltersInput.extend({
  ...pageInput(PAGE_SIZES.deliveryReports, MAX_PAGE_SIZE),
});

export const deliveryReportTokenInput = z.object({ token });

export const deliveryReportAnswerInput = z.discriminatedUnion(
  "decision",
  [
    z.object({
      token,
      decision: z.literal("validate"),
      signerName: safeString(255),
      signature: safeString(420_000),
    }),
    z.object({
      token,
      decision: z.literal("refuse"),
      signerName: safeString(255),
      comment: safeString(5_000),
      signature: signature,
    }),
  ],
  { error: "Signer ou refuser : validate ou refuse est attendu." },
);
