import { MAX_PAGE_SIZE, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, textSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

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

const day = safeString(10).optional();

/** The list's filters, which its Excel export reads too. */
export const deliveryReportFilters = z.object({
  from: day,
  to: day,
  triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  states: z
    .array(z.enum(DELIVERY_REPORT_STATES, { error: MESSAGES.DELIVERY_REPORT_STATE_NOT_ONE_OF }))
    .max(3)
    .optional(),
  billed: z
    .enum(["billed", "notBilled"], { error: MESSAGES.DELIVERY_REPORT_BILLED_FILTER_NOT_ONE_OF })
    .optional(),
  companyId: idSchema("Le client").optional(),
});

const answer = z.discriminatedUnion(
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
  { error: MESSAGES.DELIVERY_REPORT_DECISION_NOT_ONE_OF },
);

/**
 * Delivery reports ('PV de livraison'). Signed-in users write drafts; the creator or a super admin
 * deletes one; the billed switch is the accounting's (domain). The client reads and answers through
 * the link's token, without a session (`publicView`, `answer`).
 */
export const deliveryReportContract = defineContract({
  name: "deliveryReport",
  operations: {
    forProject: { type: "query", policy: "authed", input: z.object({ projectId: idSchema("Le projet") }) },
    search: {
      type: "query",
      policy: "authed",
      input: deliveryReportFilters.extend(pageInput(PAGE_SIZES.deliveryReports, MAX_PAGE_SIZE)),
    },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        projectId: idSchema("Le projet"),
        content: textSchema(100_000),
        creatorSignature: signature,
      }),
    },
    /** Absent: unchanged. */
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({
        id,
        content: textSchema(100_000),
        creatorSignature: signature,
        isBilled: z.boolean({ error: MESSAGES.DELIVERY_REPORT_BILLED_NOT_BOOLEAN }).optional(),
      }),
    },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
    publicView: { type: "query", policy: "public", input: z.object({ token }) },
    answer: { type: "mutation", policy: "public", input: answer },
  },
  messages: [
    "DELIVERY_REPORT_NOT_FOUND",
    "DELIVERY_REPORT_SIGNATURE_REQUIRED",
    "DELIVERY_REPORT_SIGNATURE_NOT_PNG",
    "DELIVERY_REPORT_SIGNATURE_TOO_LARGE",
    "DELIVERY_REPORT_NOT_EDITABLE",
    "DELIVERY_REPORT_DELETE_FORBIDDEN",
    "DELIVERY_REPORT_BILLED_FORBIDDEN",
    "DELIVERY_REPORT_LINK_INVALID",
    "DELIVERY_REPORT_SIGNER_NAME_REQUIRED",
    "DELIVERY_REPORT_REFUSAL_COMMENT_REQUIRED",
    "DELIVERY_REPORT_PDF_DRAFT",
    "DELIVERY_REPORT_BILLED_NOT_BOOLEAN",
    "DELIVERY_REPORT_STATE_NOT_ONE_OF",
    "DELIVERY_REPORT_BILLED_FILTER_NOT_ONE_OF",
    "DELIVERY_REPORT_DECISION_NOT_ONE_OF",
    "PROJECT_NOT_FOUND",
  ],
});
