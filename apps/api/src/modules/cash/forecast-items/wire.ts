import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraItem, hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import type { WireType } from "../../../hydra/resource";
import type { ForecastLineView } from "../../../services/cash/forecast/views";

const FORECAST_ITEM_TYPE = "ForecastItem";

/**
 * A stored line's IRI is its item path; an anticipated line (computed, never stored) is named by its
 * screen key under the same collection ('/api/compta/financial-forecast/items/invoice-5').
 */
const forecastItemIri = (line: ForecastLineView) =>
  line.id === null ? `${PATHS.forecastItems}/${line.key}` : iri(PATHS.forecastItems, line.id);

/** Spec §3 Forecast item: amounts in euros, the split with each company's name, the charge's IRI. */
function forecastItemFields(line: ForecastLineView): Record<string, unknown> {
  return {
    id: line.id,
    title: line.title,
    amount: centsToEuroNumber(line.amountCents),
    forecastAmount: line.forecastAmountCents === null ? null : centsToEuroNumber(line.forecastAmountCents),
    forecastDay: line.forecastDay,
    realDay: line.realDay,
    companiesParts: line.companiesParts.map((part) => ({
      id: part.companyId,
      name: part.name,
      pct: part.pct,
      amount: centsToEuroNumber(part.amountCents),
    })),
    charge: line.chargeId === null ? null : iri(PATHS.charges, line.chargeId),
    datas: { real: line.isReal },
    isAnticipatedForecast: line.isAnticipated,
    isLate: line.isLate,
    isPinned: line.isPinned,
    shownOn: line.shownOn,
    source: line.sourcePath,
    sourceLabel: line.sourceLabel,
  };
}

/** How a forecast line goes on the wire: shared by the items' routes and the days' routes. */
export const forecastItemWire: WireType<ForecastLineView> = {
  type: FORECAST_ITEM_TYPE,
  path: PATHS.forecastItems,
  iri: forecastItemIri,
  item: (line) => hydraItem(FORECAST_ITEM_TYPE, forecastItemIri(line), forecastItemFields(line)),
  member: (line) => hydraMember(FORECAST_ITEM_TYPE, forecastItemIri(line), forecastItemFields(line)),
};

/** A stored line (the list's and GET's rows): its id is known, as the module kit's rows need. */
export const storedForecastItemWire: WireType<ForecastLineView & { id: number }> = forecastItemWire;
