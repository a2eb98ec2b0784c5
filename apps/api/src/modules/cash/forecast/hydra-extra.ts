import { centsToEuroNumber, formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { date, hydraBody, parseBody } from "../../../hydra/body";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { collectionRoute, wireType } from "../../../hydra/resource";
import { type HydraRequest, type HydraRoute, idParam } from "../../../hydra/route";
import type {
  ForecastDaysStats,
  ForecastDayView,
  ForecastRecapEntry,
} from "../../../services/cash/forecast/views";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { forecastItemWire } from "../forecast-items/wire";
import { forecastContract } from "./contract";

const { operations } = forecastContract;

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

/** A day of the forecast on the wire (its rows are all written by hand below). */
export const forecastDayWire = wireType(DAY_TYPE, PATHS.forecastDays, dayFields);
const dayItem = forecastDayWire.item;
const dayMember = forecastDayWire.member;

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

const listDays = (caller: AppCaller, req: HydraRequest) => {
  admit(req.user, operations.days.policy);
  return caller.forecast.days({
    ...rangeOf(req),
    page: req.query.page(),
    pageSize: req.query.maxResults(DEFAULT_DAYS_PAGE, MAX_DAYS_PAGE),
  });
};

/** The bank's balance in euros (a number or a text such as '1 234,56'); null removes it. */
const bankAmount = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
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
 * /api/compta/forecast/stats?dateFrom= the month's recap per company. All by hand, each behind the door
 * of the operation it asks: the lists document their members without a type, the POST and PUT read the
 * wire's body (`bank`, and the day from the path on PUT), not the procedure's input.
 */
export const forecastDayRows: HydraRoute[] = [
  collectionRoute(PATHS.forecastDays, dayMember, listDays),
  collectionRoute(PATHS.forecastDaysSearch, dayMember, listDays),
  {
    method: "GET",
    path: PATHS.forecastDaysSearchStats,
    handle: async (caller, req) => {
      admit(req.user, operations.daysStats.policy);
      return statsWire(await caller.forecast.daysStats(rangeOf(req)));
    },
  },
  {
    method: "GET",
    path: `${PATHS.forecastDays}/:id`,
    handle: async (caller, req) => {
      admit(req.user, operations.day.policy);
      return dayItem(await caller.forecast.day({ id: idParam(req) }));
    },
  },
  {
    method: "POST",
    path: PATHS.forecastDays,
    async handle(caller, req) {
      admit(req.user, operations.setBankBalance.policy);
      const body = parseBody(bankBody, req.body);
      return recordBank(caller, body.date, body.bank);
    },
    doc: { body: bankBody },
  },
  {
    method: "PUT",
    path: `${PATHS.forecastDays}/:id`,
    async handle(caller, req) {
      admit(req.user, operations.day.policy);
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
      admit(req.user, operations.stats.policy);
      const recap = await caller.forecast.stats({ dateFrom: req.query.string("dateFrom") ?? null });
      return recap.map(recapWire);
    },
  },
];
