import { formatMessage } from "@tronc/domain";
import { z } from "zod";

/** Ids are PostgreSQL `integer` (int4): anything outside 1 … 2^31−1 cannot name a row. */
export const ID_MAX = 2_147_483_647;

export const isRowId = (value: number) => Number.isInteger(value) && value >= 1 && value <= ID_MAX;

/** An id written in a path or a query: plain decimal (no sign, space, exponent, hex or leading zero). */
export function decimalId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return isRowId(id) ? id : null;
}

/** The one id schema of every path id, body reference, query reference and tRPC input. */
export const idSchema = (label: string) => {
  const error = formatMessage("ID_NOT_NUMERIC", { label });
  return z
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(ID_MAX, { error: formatMessage("ID_INVALID", { label }) });
};

export const idListSchema = (label: string, max: number) =>
  z.array(idSchema(label)).max(max, { error: formatMessage("ITEMS_TOO_MANY", { max }) });
