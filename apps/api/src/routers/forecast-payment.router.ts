import { router } from "../trpc/trpc";

/** A quotation's payment schedule. */
export const forecastPaymentRouter = router({});
