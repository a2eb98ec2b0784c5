import {
  createForecastItem,
  deleteForecastItem,
  getForecastItem,
  listForecastItems,
  updateForecastItem,
} from "../../../services/cash/forecast/items/save";
import { defineResource } from "../../resource/define-resource";
import { forecastItemContract } from "./contract";
import { forecastItemExtraRows } from "./hydra-extra";
import { storedForecastItemWire } from "./wire";

/**
 * /api/compta/financial-forecast/items: the list (dateFrom, dateTo, page, maxResults) and GET {id} by the
 * kit; POST and PUT {id} written by hand (hydra-extra.ts).
 */
export const forecastItemModule = defineResource(
  forecastItemContract,
  {
    get: getForecastItem,
    list: listForecastItems,
    create: createForecastItem,
    update: updateForecastItem,
    delete: deleteForecastItem,
  },
  {
    hydra: {
      wire: storedForecastItemWire,
      lists: [
        {
          operation: "list",
          input: (query) => ({
            dateFrom: query.string("dateFrom"),
            dateTo: query.string("dateTo"),
            page: query.page(),
            pageSize: query.maxResults(100),
          }),
        },
      ],
      get: "get",
      extra: forecastItemExtraRows,
    },
  },
);
