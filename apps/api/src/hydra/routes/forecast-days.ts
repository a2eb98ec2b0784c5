import { centsToEuroNumber } from "@tronc/domain";
import { z } from "zod";
import type { ForecastDaysStats, ForecastDayView, ForecastRecapEntry } from "../../services/forecast/views";
import type { AppCaller } from "../../trpc/caller";
import { date, hydraBody, parseBody } from "../body";
import { iri } from "../iri";
import { hydraItem, hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { collectionRoute } from "../resource";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import { forecastItemWire } from "./forecast-wire";

const DAY_TYPE = "ForecastDay";
/** A month and a few days: the default page of days. */
const DEFAULT_DAYS_PAGE = 31;
const MAX_DAYS_PAGE = 400;

const euros = (cents: number | null) => (cents === null ? null : centsToEuroNumber(cents));

/** Spec §3 Forecast day: @id (/days/yyyymmdd), date, bank, forecastItems, realItems, and its balances. */
function dayFields(day: ForecastDayView) {
  return {
    id: day.id,
    date: day.date,
    bank: euros(day.bankBalanceCents),
    openingBalance: centsToEuroNumber(day.openingBalanceCents),
    closingBalance: centsToEuroNumber(day.closingBalanceCents),
    forecastItems: day.forecastLines.map(forecastItemWire.member),
    realItems: day.realLines.map(forecastItemWire.member),
  };
}

const dayItem = (day: ForecastDayView) =>
  hydraItem(DAY_TYPE, iri(PATHS.forecastDays, day.id), dayFields(day));
const dayMember = (day: ForecastDayView) =>
  hydraMember(DAY_TYPE, iri(PATHS.forecastDays, day.id), dayFields(day));

function statsWire(stats: ForecastDaysStats) {
  return {
    "@context": `/api/contexts/${DAY_TYPE}`,
    "@type": "ForecastDaysStats",
    realIncome: centsToEuroNumber(stats.realIncomeCents),
    realExpenses: centsToEuroNumber(stats.realExpensesCents),
    theoreticalIncome: centsToEuroNumber(stats.theoreticalIncomeCents),
    theoreticalExpenses: centsToEuroNumber(stats.theoreticalExpensesCents),
  };
}

/** Spec §3 Forecast stats: per company, its name, the month's charges by type and the total, in euros. */
const recapWire = (entry: ForecastRecapEntry) => ({
  name: entry.name,
  triangleCompany: iri(PATHS.triangleCompanies, entry.companyId),
  charges: entry.charges.map((charge) => ({
    type: charge.type,
    label: charge.label,
    amount: centsToEuroNumber(charge.amountCents),
  })),
  total: centsToEuroNumber(entry.totalCents),
});

const rangeOf = (req: HydraRequest) => ({
  dateFrom: req.query.string("dateFrom") ?? null,
  dateTo: req.query.string("dateTo") ?? null,
});

const listDays = (caller: AppCaller, req: HydraRequest) =>
  caller.forecast.days({
    ...rangeOf(req),
    page: req.query.page(),
    pageSize: req.query.maxResults(DEFAULT_DAYS_PAGE, MAX_DAYS_PAGE),
  });

/** The bank's balance in euros (a number or a text such as '1 234,56'); null removes it. */
const bankAmount = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

/** The day the balance is recorded on comes from the path on PUT; `date` is ignored there. */
const bankBody = hydraBody({ date: date(), bank: bankAmount });

async function recordBank(
  caller: AppCaller,
  day: string | null | undefined,
  bank: z.infer<typeof bankAmount>,
) {
  const saved = await caller.forecast.setBankBalance({ date: day ?? null, amount: bank });
  return dayItem(await caller.forecast.day({ id: Number(saved.date.replaceAll("-", "")) }));
}

/** A day id yyyymmdd as its date, for the bank balance of PUT /days/{id} (a wrong one: 404 from the day). */
function dateOfDayId(id: number): string {
  const text = String(id).padStart(8, "0");
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * /api/compta/financial-forecast/days (and -search: dateFrom, dateTo, maxResults, page 1-based),
 * -search-stats, GET /days/{yyyymmdd}, POST /days and PUT /days/{yyyymmdd} record the bank balance;
 * /api/compta/forecast/stats?dateFrom= the month's recap per company.
 */
export const forecastDayRoutes: HydraRoute[] = [
  collectionRoute(PATHS.forecastDays, dayMember, listDays),
  collectionRoute(PATHS.forecastDaysSearch, dayMember, listDays),
  {
    method: "GET",
    path: PATHS.forecastDaysSearchStats,
    handle: async (caller, req) => statsWire(await caller.forecast.daysStats(rangeOf(req))),
  },
  {
    method: "GET",
    path: `${PATHS.forecastDays}/:id`,
    handle: async (caller, req) => dayItem(await caller.forecast.day({ id: idParam(req) })),
  },
  {
    method: "POST",
    path: PATHS.forecastDays,
    async handle(caller, req) {
      const body = parseBody(bankBody, req.body);
      return recordBank(caller, body.date, body.bank);
    },
    doc: { body: bankBody },
  },
  {
    method: "PUT",
    path: `${PATHS.forecastDays}/:id`,
    async handle(caller, req) {
      const id = idParam(req);
      const day = await caller.forecast.day({ id });
      const body = parseBody(bankBody, req.body);
      if (body.bank === undefined) return dayItem(day);
      return recordBank(caller, dateOfDayId(id), body.bank);
    },
    doc: { body: bankBody },
  },
  {
    method: "GET",
    path: PATHS.forecastStats,
    handle: async (caller, req) => {
      const recap = await caller.forecast.stats({ dateFrom: req.query.string("dateFrom") ?? null });
      return recap.map(recapWire);
    },
  },
];
