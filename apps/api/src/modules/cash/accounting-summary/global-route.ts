import { PassThrough } from "node:stream";
import {
  centsToEuroNumber,
  parisLocalDateTimeToInstant,
  toParisDate,
  toParisIsoDateTime,
} from "@tronc/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import { refIds } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { QueryReader } from "../../../hydra/query";
import type { ContextFactory } from "../../../hydra/register";
import { summaryFilters } from "../../../services/cash/accounting-summary/search";
import { writeAccountingSummaryWorkbook } from "../../../services/cash/accounting-summary/xlsx";
import type { AccountingSummaryView, SummaryQuotationView } from "../../../services/cash/forecast/views";
import { serviceCtx } from "../../../trpc/context";
import { admit } from "../../policies";
import type { FileRouteServer } from "../../resource/define-resource";
import { type AccountingSummaryInput, accountingSummaryContract, accountingSummaryInput } from "./contract";

export const ACCOUNTING_GLOBAL_PATH = "/admin/global";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** from, to, triangleCompanies (ids or IRIs, PHP-style list), states (list) and searchDate. */
function summaryInputFromQuery(query: QueryReader): AccountingSummaryInput {
  const companies = query.list("triangleCompanies");
  const states = query.list("states");
  return accountingSummaryInput.parse({
    searchDate: query.string("searchDate"),
    from: query.string("from"),
    to: query.string("to"),
    triangleCompanyIds: companies.length
      ? refIds(companies, { field: "triangleCompanies", collection: PATHS.triangleCompanies })
      : undefined,
    states: states.length ? states : undefined,
  });
}

const euros = centsToEuroNumber;
const isoOrNull = (instant: string | null) => (instant ? toParisIsoDateTime(instant) : null);
/** A business day goes out as its Paris midnight ('2035-05-20T00:00:00+02:00'). */
const dayOrNull = (day: string | null) =>
  day ? toParisIsoDateTime(new Date(parisLocalDateTimeToInstant(`${day}T00:00`))) : null;

/** Spec §3 'Accounting summary': the old screen's names, amounts in euros. */
function quotationWire(quotation: SummaryQuotationView) {
  return {
    reference: quotation.reference,
    idQuotation: quotation.idQuotation,
    state: quotation.state,
    stateTrad: quotation.stateLabel,
    triangleCompany: quotation.triangleCompany.name,
    idTriangleCompany: quotation.triangleCompany.id,
    company: quotation.company.name,
    isFactor: quotation.company.isFactor,
    idCompany: quotation.company.id,
    createdAt: toParisIsoDateTime(quotation.createdAt),
    projectName: quotation.project?.name ?? null,
    projectState: quotation.project?.state ?? null,
    idProject: quotation.project?.id ?? null,
    startAt: isoOrNull(quotation.startAt),
    endAt: isoOrNull(quotation.endAt),
    totalHT: euros(quotation.totalHtCents),
    totalTTC: euros(quotation.totalTtcCents),
    amountLeft: euros(quotation.amountLeftCents),
    invoices: quotation.invoices.map((invoice) => ({
      id: invoice.id,
      reference: invoice.reference,
      state: invoice.state,
      type: invoice.type,
      totalHT: euros(invoice.totalHtCents),
      totalTTC: euros(invoice.totalTtcCents),
      totalTVA: euros(invoice.totalTvaCents),
      restAmount: euros(invoice.amountLeftCents),
      eligibleAt: dayOrNull(invoice.eligibleAt),
    })),
  };
}

function summaryWire(view: AccountingSummaryView) {
  return {
    resteAFacturer: euros(view.toInvoiceCents),
    resteAEncaisser: euros(view.toCollectCents),
    resteTotal: euros(view.totalCents),
    quotations: view.quotations.map(quotationWire),
  };
}

/** The follow-up's reading of the query: export, then the filters. */
function readQuery(query: QueryReader) {
  return { asFile: query.bool("export"), input: summaryInputFromQuery(query) };
}

/** Accounting only, as accountingSummary.search (accountingProcedure). */
const doc: RouteDoc = {
  summary: "Le suivi comptable des devis (reste à facturer, à encaisser), ou avec export=1 son fichier Excel",
  roles: [accountingSummaryContract.operations.search.policy],
  answers: {
    types: ["application/json", XLSX],
    description:
      "Le suivi en JSON (montants en euros), sur tous les devis qui répondent aux filtres, sans pagination ; avec export=1 ou true, le même en fichier Excel, en pièce jointe.",
  },
  query: readQuery,
};

/**
 * GET /admin/global: the accounting follow-up as JSON, or with export=true (or 1) its Excel file.
 * Accounting users only; every check (sign-in, role, filters) is done before the file's first byte.
 */
export function registerAccountingGlobal(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { callerFor }: FileRouteServer,
): void {
  app.get(ACCOUNTING_GLOBAL_PATH, { config: { doc } }, async (request, reply): Promise<FastifyReply> => {
    try {
      const ctx = await contextFor(request);
      const user = admit(ctx.user, doc.roles);
      const { asFile, input } = readQuery(
        new QueryReader(request.query as Record<string, string | string[] | undefined>),
      );
      if (!asFile) {
        const view = await callerFor(ctx).accountingSummary.search(input);
        return reply.header("Cache-Control", "no-store").send(summaryWire(view));
      }
      const filters = summaryFilters(input);
      const services = serviceCtx({ ...ctx, user });
      const stream = new PassThrough();
      writeAccountingSummaryWorkbook(services, filters, stream).catch((error: unknown) => {
        request.log.error({ err: error }, "export interrompu");
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX)
        .header(
          "Content-Disposition",
          `attachment; filename="suivi-comptable-${toParisDate(services.now)}.xlsx"`,
        )
        .header("Cache-Control", "no-store")
        .send(stream);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
