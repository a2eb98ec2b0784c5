import { isCreditLocked } from "@tronc/domain";
import { bool, date, hydraBody, requiredRef, setRef, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { bodyRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import {
  assertReadOnlyUnchanged,
  readOnlyDocumentBody,
  sendsReadOnlyField,
} from "../../../hydra/routes/document-read-only-fields";
import { readOnce } from "../../../hydra/routes/read-once";
import { behindDoor } from "../door";
import { type CREDIT_STATES, creditContract } from "./contract";
import { creditWire } from "./wire";

const { operations } = creditContract;

type WireState = (typeof CREDIT_STATES)[number];

/** The header of a draft credit note, as its edit screen saves it; `createdAt` is the credit's date. */
const headerFields = {
  title: text(1_000),
  comment: text(50_000),
  invoiceHeadName: text(1_000),
  invoiceAddress: text(1_000),
  createdAt: date(),
};

const headerBody = hydraBody(headerFields);

const undefinedIfNull = <T>(value: T | null | undefined) => (value === null ? undefined : value);

/** The header as the update procedure reads it: '2026-11-20T00:00:00+01:00' from the old client is its day. */
const headerInput = ({ createdAt, ...fields }: typeof headerBody._output) => ({
  ...fields,
  creditDate: undefinedIfNull(createdAt)?.slice(0, 10),
});

/** 'Ajouter un avoir': issuer and client as IRIs or ids; the header sent is saved on the new draft. */
const creditCreateBody = hydraBody({
  company: requiredRef(PATHS.companies),
  triangleCompany: requiredRef(PATHS.triangleCompanies),
  ...headerFields,
});

/**
 * The edit save: id, comment, title, state, createdAt (the credit's date) and the confirmation switch
 * (`confirmed`, or `confirm` as the invoice shim reads it); billing name and address, issuer and
 * client too. The old client PUTs fields back unchanged: only a real change counts.
 */
const creditUpdateBody = hydraBody({
  ...headerFields,
  triangleCompany: setRef(PATHS.triangleCompanies),
  company: setRef(PATHS.companies),
  state: text(40),
  confirmed: bool(),
  confirm: bool(),
  ...readOnlyDocumentBody,
});

/** 'Créer un avoir sur cette facture': the invoice as an IRI or an id. */
const creditFromInvoiceBody = hydraBody({ invoice: requiredRef(PATHS.invoices) });

/**
 * The credits' rows beyond the module's own, written by hand since their bodies are not an operation's
 * input: the POST creates the draft then saves the header sent on it (two operations, one transaction);
 * the PUT reads the wire's names (createdAt for the credit's date, `confirm` for `confirmed`) and refuses
 * a change of the read-only fields the old client sends back; the POST from an invoice reads `invoice`.
 */
export const creditExtraRows: HydraRoute[] = [
  ...hydraResource({
    wire: creditWire,
    policies: { create: operations.create.policy, update: operations.update.policy },
    create: {
      body: creditCreateBody,
      call: async (caller, { triangleCompany, company, ...header }) => {
        const { id } = await caller.credit.create({ triangleCompanyId: triangleCompany, companyId: company });
        const made = await caller.credit.get({ id });
        return Object.values(header).some((value) => value !== undefined)
          ? caller.credit.update({ id, version: made.version, ...headerInput(header) })
          : made;
      },
      atomic: true,
    },
    update: {
      body: creditUpdateBody,
      call: async (caller, id, { state, confirmed, confirm, triangleCompany, company, ...wire }, req) => {
        const { reference, type, totalHT, totalTVA, totalTTC, ...header } = wire;
        const readOnly = { reference, type, totalHT, totalTVA, totalTTC };
        const basedOn = requestedVersion(req, { type: creditWire.type, id });
        const stored = readOnce(() => caller.credit.get({ id }));
        if (sendsReadOnlyField(readOnly)) {
          const current = await stored();
          assertReadOnlyUnchanged(
            "credit",
            { ...current, validated: isCreditLocked(current.state) },
            readOnly,
          );
        }
        return caller.credit.update({
          id,
          // A client that names no version writes over the current one, as before versions existed.
          version: basedOn ?? (await stored()).version,
          ...headerInput(header),
          triangleCompanyId: triangleCompany,
          companyId: company,
          // An unknown state is refused in French by the procedure's input.
          state: undefinedIfNull(state) as WireState | undefined,
          confirmed: confirmed ?? confirm,
        });
      },
    },
  }),
  behindDoor(
    operations.createFromInvoice.policy,
    bodyRoute({
      method: "POST",
      path: PATHS.creditsFromInvoice,
      body: creditFromInvoiceBody,
      call: async (caller, { invoice }) => {
        const { id } = await caller.credit.createFromInvoice({ invoiceId: invoice });
        return creditWire.item(await caller.credit.get({ id }));
      },
    }),
  ),
];
