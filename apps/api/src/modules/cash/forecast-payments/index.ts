import { getForecastPayment, listForecastPayments } from "../../../services/billing/forecast-payments/list";
import {
  createForecastPayment,
  deleteForecastPayment,
  updateForecastPayment,
} from "../../../services/billing/forecast-payments/save";
import { defineResource } from "../../resource/define-resource";
import { forecastPaymentContract } from "./contract";
import { forecastPaymentExtraRows, listInput } from "./hydra-extra";
import { forecastPaymentWire } from "./wire";

/**
 * /api/compta/forecast_payments: GET ?quotation=<IRI or id> and GET {id} by the kit; POST, PUT and
 * DELETE {id} by hand (hydra-extra.ts).
 */
export const forecastPaymentModule = defineResource(
  forecastPaymentContract,
  {
    listByQuotation: listForecastPayments,
    get: getForecastPayment,
    create: createForecastPayment,
    update: updateForecastPayment,
    delete: deleteForecastPayment,
  },
  {
    hydra: {
      wire: forecastPaymentWire,
      lists: [{ operation: "listByQuotation", input: listInput }],
      get: "get",
      extra: forecastPaymentExtraRows,
    },
  },
);
